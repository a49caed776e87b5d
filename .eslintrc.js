/**
 * ESLint: the WordPress preset, with Node rules for tools and tests.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	settings: {
		'import/resolver': {
			typescript: {},
			node: { extensions: [ '.js', '.mjs', '.ts', '.tsx' ] },
		},
	},
	rules: {
		// Resolved by webpack (externals, aliases) and checked by tsc instead.
		'import/no-unresolved': 'off',
		'import/no-extraneous-dependencies': 'off',
		// Formatting is checked once, by `npm run lint:format` (prettier --check
		// on these files and more); as a rule it took two-fifths of ESLint's time.
		'prettier/prettier': 'off',
		// WordPress' scripts and styles are declared by the asset files, not by package.json.
		'@wordpress/dependency-group': 'error',
	},
	overrides: [
		{
			// No `any` in the shipped scripts, above all on the provider's SDK
			// (typed by @paypal/paypal-js through src/payment/sdk-types.ts), nor
			// in the type test that holds the emulator's SDK to those types.
			files: [
				'src/**/*.{ts,tsx}',
				'tools/provider-emulator/test/types/*.ts',
			],
			excludedFiles: [ 'src/**/test/**' ],
			rules: {
				'@typescript-eslint/no-explicit-any': 'error',
			},
		},
		{
			files: [
				'tools/**',
				'tests/**',
				'bench/**',
				'*.config.js',
				'.eslintrc.js',
			],
			env: { node: true },
			rules: {
				'no-console': 'off',
			},
		},
		{
			files: [ '**/test/**/*.{js,ts,tsx}' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
		},
		{
			files: [ '**/*.mjs' ],
			parserOptions: { sourceType: 'module', ecmaVersion: 2022 },
		},
		{
			files: [ 'tests/e2e/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-playwright' ],
			rules: {
				// Fixtures assert after `use()`; specs with loops name their tests.
				'playwright/no-standalone-expect': 'off',
			},
		},
	],
};
