/**
 * One jest run, two projects: "unit" (every package's *.test.ts(x) beside the code, jsdom) and
 * "e2e" (browser tests in e2e/, driving Debian Chromium against the production build).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const transform = { '^.+\\.(t|j)sx?$': swc };

module.exports = {
  testSequencer: '<rootDir>/jest/slowFirstSequencer.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/{shared,shell,remote-cv,remote-projects,remote-music,remote-writing}/src/**/*.test.{ts,tsx}',
        '<rootDir>/{builder,tools,cli,create}/**/*.test.{js,ts}',
        '<rootDir>/{shell,remote-cv,remote-projects,remote-music}/builder/**/*.test.js',
        '<rootDir>/readers/**/*.test.ts',
      ],
      transform,
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest/styleStub.js',
        '\\.css\\?inline$': '<rootDir>/jest/inlineStyleStub.js',
        '\\.(webm|mp4|webp|avif|jpe?g|png|svg|mp3|tex)$': '<rootDir>/jest/fileStub.js',
      },
      setupFiles: ['<rootDir>/jest/globals.js'],
      setupFilesAfterEnv: ['<rootDir>/jest/setupDom.js'],
    },
    {
      displayName: 'e2e',
      testEnvironment: '<rootDir>/e2e/support/environment.js',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      transform,
      setupFiles: ['<rootDir>/e2e/support/env.js'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/timeouts.js'],
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};
