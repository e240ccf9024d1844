// Component tests opt into jsdom per file with `// @vitest-environment jsdom`;
// jest-dom matchers are harmless under node.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what a component test rendered; Vitest globals are off, so Testing Library
// cannot register this itself.
afterEach(() => cleanup());
