// ESLint for the Attention tab's frontend: the recommended JavaScript and TypeScript rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['node_modules/', 'src/report-schema.ts']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      // Unused arguments named with a leading underscore are deliberate (callbacks).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // A function of at most 80 lines, blank lines and comments counted, as the Python side
    // (tests/test_structure.py); the tests' describe blocks are lists of cases, not functions.
    files: ['src/**/*.ts'],
    rules: {'max-lines-per-function': ['error', {max: 80, skipBlankLines: false, skipComments: false}]},
  },
  {
    // ECharts' callback parameters and options are loosely typed unions; the chart views
    // read a few fields of them (charts.ts: the shared tooltip).
    files: ['src/views/*.ts', 'src/charts.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
);
