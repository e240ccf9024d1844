// Component tests opt into jsdom per file with `// @vitest-environment jsdom`;
// jest-dom matchers are harmless under node.
import '@testing-library/jest-dom/vitest';
