import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // Jest cannot load Payload: what a freshly seeded database publishes (see the file). next/jest
    // turns '@/lib/cms/content' into a relative path, '../cms/content' from lib/applications/.
    '(^|/)cms/content$': '<rootDir>/__tests__/support/seeded-content.ts',
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
  },
  clearMocks: true,
};

export default createJestConfig(config);
