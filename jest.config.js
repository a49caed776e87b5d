/**
 * wp-scripts' unit-test configuration, plus `@vitrine/store` resolved to its
 * source: bundles reach the store as an external (`window.vitrine.store`),
 * tests import the same module the store's own tests use.
 */
/**
 * WordPress dependencies
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	moduleNameMapper: {
		...defaults.moduleNameMapper,
		'^@vitrine/store$': '<rootDir>/src/store/index.ts',
	},
};
