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
		// WordPress' scripts and styles are declared by the asset files, not by package.json.
		'@wordpress/dependency-group': 'error',
	},
	overrides: [
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
