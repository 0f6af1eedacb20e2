import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// This 2-core machine runs builds beside the tests: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
