/**
 * Build: @wordpress/scripts' webpack set-up, with entries discovered per
 * block (src/blocks/<name>/index.tsx for the editor, view.tsx for the front
 * end), the shared store as its own script that the others use as an
 * external, and the shopper's payment script.
 */
/**
 * External dependencies
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
/**
 * WordPress dependencies
 */
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

/**
 * Internal dependencies
 */
const {
	STORE_GLOBAL,
	requestToExternal,
	requestToHandle,
} = require( './tools/build/externals' );

const src = path.resolve( __dirname, 'src' );

/**
 * @return {Record<string, any>} webpack entries.
 */
function entries() {
	/** @type {Record<string, any>} */
	const found = {
		'store/index': {
			import: path.join( src, 'store', 'index.ts' ),
			library: { name: STORE_GLOBAL, type: 'window' },
		},
		// The shopper's payment script (handle vitrine-payment), enqueued only
		// where a payment context fired (includes/Payment/Assets.php).
		'payment/main': path.join( src, 'payment', 'main.tsx' ),
		// The same handle's file on the checkout and pay-for-order pages: the
		// above plus the checkout page's code (includes/Payment/Assets.php
		// chooses), so neither needs webpack's chunk-loading runtime.
		'payment/checkout': path.join( src, 'payment', 'checkout.tsx' ),
		// My account's "add a payment method" (handle vitrine-vault), enqueued only
		// by that section (includes/Payment/Vault/AccountMethods.php).
		'payment/vault': path.join( src, 'payment', 'vault', 'account.ts' ),
	};
	for ( const block of fs.readdirSync( path.join( src, 'blocks' ) ) ) {
		for ( const kind of [ 'index', 'view' ] ) {
			for ( const ext of [ '.tsx', '.ts' ] ) {
				const file = path.join( src, 'blocks', block, kind + ext );
				if ( fs.existsSync( file ) ) {
					found[ `${ block }/${ kind }` ] = file;
				}
			}
		}
	}
	// Admin screens: src/admin/<name>.ts → build/admin/<name>.js.
	const admin = path.join( src, 'admin' );
	for ( const file of fs.existsSync( admin )
		? fs.readdirSync( admin )
		: [] ) {
		if ( /^[a-z-]+\.tsx?$/.test( file ) ) {
			found[ `admin/${ file.replace( /\.tsx?$/, '' ) }` ] = path.join(
				admin,
				file
			);
		}
	}
	return found;
}

module.exports = {
	...defaultConfig,
	entry: entries,
	output: {
		...defaultConfig.output,
		enabledLibraryTypes: [ 'window' ],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !==
					'DependencyExtractionWebpackPlugin' &&
				plugin.constructor.name !== 'CopyPlugin'
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal,
			requestToHandle,
		} ),
	],
};
