// Component tests opt into jsdom per file with `// @vitest-environment jsdom`;
// jest-dom matchers are harmless under node.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what a component test rendered; Vitest globals are off, so Testing Library
// cannot register this itself.
afterEach(() => cleanup());

// jsdom lays nothing out and has no scrollIntoView; a row of tabs calls it to keep its
// selected tab in view (src/menu/ui/TabList.tsx), which is checked in e2e/screenSizes.spec.ts.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};
