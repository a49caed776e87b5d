/**
 * The browser of the tests reaches no host but loopback: the proxy of
 * playwright.config.ts refuses every other one (names, IP literals, other
 * ports and schemes), and the loopbackOnly fixture reports each attempt, so
 * that a page asking a real host for anything fails its test.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test( 'a page’s requests to other hosts fail and are reported; loopback is reached', async ( {
	page,
	loopbackOnly,
	consoleErrors,
} ) => {
	await page.goto( '/' );
	const outside = [
		'http://example.org/sdk.js',
		'https://93.184.216.34/pixel.gif',
		'http://10.1.2.3:8080/api',
	];
	const results = await page.evaluate( async ( urls ) => {
		const out: string[] = [];
		for ( const url of [ ...urls, '/wp-json/' ] ) {
			try {
				const response = await fetch( url, { mode: 'no-cors' } );
				out.push( `reached ${ response.type }` );
			} catch {
				out.push( 'failed' );
			}
		}
		return out;
	}, outside );
	expect( results ).toEqual( [
		'failed',
		'failed',
		'failed',
		'reached basic',
	] );
	expect( [ ...loopbackOnly ].sort() ).toEqual( [ ...outside ].sort() );
	// Both are what the fixtures would fail on; this test wanted them.
	expect( consoleErrors ).toHaveLength( 3 );
	loopbackOnly.length = 0;
	consoleErrors.length = 0;
} );
