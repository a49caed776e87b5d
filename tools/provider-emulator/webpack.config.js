/**
 * Bundles the emulator's browser SDK (src/sdk/browser.ts and what it
 * imports, compiled by tsc to dist/) into one classic script,
 * dist/sdk/bundle.js. It defines one variable, `vitrineEmulatorSdk`
 * ({ boot, cardField }); the server wraps it in a function and appends the
 * entry call (src/sdk-routes.ts), so nothing else reaches the page's globals.
 *
 * `npm run build:emulator` runs tsc, then this.
 */
/**
 * External dependencies
 */
const path = require( 'node:path' );

module.exports = {
	mode: 'production',
	target: [ 'web', 'es2020' ],
	context: __dirname,
	entry: './dist/sdk/browser.js',
	output: {
		path: path.join( __dirname, 'dist', 'sdk' ),
		filename: 'bundle.js',
		library: { name: 'vitrineEmulatorSdk', type: 'var' },
		clean: false,
		// Written on every build, so that its time tells launch.mjs the build
		// is current (an unchanged bundle would otherwise keep its old time,
		// and every emulator start would build again).
		compareBeforeEmit: false,
	},
	// Readable in the browser's debugger; the emulator is a test tool.
	optimization: { minimize: false },
	devtool: false,
	performance: { hints: false },
	stats: 'errors-warnings',
};
