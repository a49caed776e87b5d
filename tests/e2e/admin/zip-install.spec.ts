/**
 * From the plugin zip to the first order, on a plain German WordPress as a
 * new owner has it: no Vitrine linked, no must-use plugin of ours, no demo
 * content (tools/site/site.mjs `vanilla`). The owner uploads dist/vitrine.zip
 * through Plugins → Installieren → Plugin hochladen, activates it, finds the
 * shop's pages ready, and at the end deletes the plugin: what she chose to
 * keep stays, the provider's secret, the role and the capabilities go.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { PORT, ROOT } from '../config';
import { expect, test } from '../fixtures';

/** The vanilla site sits beside the worker's own (whose ports step by 10). */
const VANILLA_PORT = PORT + 5;
const ZIP = path.join( ROOT, 'dist', 'vitrine.zip' );

interface Vanilla {
	url: string;
	dir: string;
	user: string;
	password: string;
	stop: () => void;
}

/**
 * Runs PHP against the vanilla site's SQLite database, without WordPress:
 * what stays after the plugin is deleted must be read from the data itself.
 *
 * @param site  The site.
 * @param query SQL (one value per row).
 */
function rows( site: Vanilla, query: string ): string[] {
	const database = path.join(
		site.dir,
		'wp-content',
		'database',
		'.ht.sqlite'
	);
	const out = execFileSync(
		'php',
		[
			'-r',
			'$db = new PDO( "sqlite:" . $argv[1] ); foreach ( $db->query( $argv[2] )->fetchAll( PDO::FETCH_COLUMN ) as $v ) { echo $v, "\\n"; }',
			database,
			query,
		],
		{ encoding: 'utf8' }
	);
	return out.split( '\n' ).filter( Boolean );
}

/**
 * Logs the owner in through WordPress' login form.
 *
 * @param page Page.
 * @param site The site.
 */
async function logInAsOwner( page: Page, site: Vanilla ) {
	await page.goto( `${ site.url }/wp-login.php` );
	await page.locator( '#user_login' ).fill( site.user );
	await page.locator( '#user_pass' ).fill( site.password );
	await page.getByRole( 'button', { name: 'Anmelden' } ).click();
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
}

const it = test.extend< { vanilla: Vanilla } >( {
	vanilla: async ( {}, use ) => {
		// The zip of this checkout's build (tools/plugin-zip.mjs, a second).
		execFileSync(
			'node',
			[ path.join( ROOT, 'tools', 'plugin-zip.mjs' ) ],
			{
				stdio: 'ignore',
			}
		);
		const { startSite } = await import(
			path.join( ROOT, 'tools', 'site', 'site.mjs' )
		);
		const site = await startSite( {
			name: `vanilla-${ VANILLA_PORT }`,
			port: VANILLA_PORT,
			fresh: true,
			quiet: true,
			vanilla: true,
		} );
		try {
			await use( site );
		} finally {
			site.stop();
		}
	},
} );

it.use( { storageState: { cookies: [], origins: [] } } );

it( 'an owner installs the zip on a plain WordPress, finds the shop set up, and deletes the plugin keeping her orders', async ( {
	page,
	vanilla,
} ) => {
	it.setTimeout( 120_000 );
	expect( fs.existsSync( ZIP ), 'dist/vitrine.zip is built' ).toBe( true );
	expect(
		fs.existsSync(
			path.join( vanilla.dir, 'wp-content', 'plugins', 'vitrine' )
		),
		'no Vitrine before the upload'
	).toBe( false );

	await it.step(
		'the zip is uploaded through Plugins → Installieren → Plugin hochladen and activated',
		async () => {
			await logInAsOwner( page, vanilla );
			await page.goto(
				`${ vanilla.url }/wp-admin/plugin-install.php?tab=upload`
			);
			await page.locator( '#pluginzip' ).setInputFiles( ZIP );
			await page.locator( '#install-plugin-submit' ).click();
			// WordPress' own strings: the link by its target, not its words.
			await page.locator( 'a[href*="action=activate"]' ).click();
			await expect(
				page.getByText( 'Vitrine ist aktiv.' )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: 'Shop einrichten' } ).first()
			).toBeVisible();
		}
	);

	await it.step(
		'the shop pages answer at their German addresses, the shop page lists products',
		async () => {
			for ( const slug of [
				'shop',
				'warenkorb',
				'kasse',
				'mein-konto',
			] ) {
				const response = await page.request.get(
					`${ vanilla.url }/${ slug }/`
				);
				expect( response.status(), `/${ slug }/` ).toBe( 200 );
			}
			const shop = await (
				await page.request.get( `${ vanilla.url }/shop/` )
			).text();
			expect( shop ).toContain( 'vitrine-product-grid' );
		}
	);

	await it.step(
		'deleting the plugin keeps the orders, removes the secret, the role and the capabilities',
		async () => {
			await page.goto( `${ vanilla.url }/wp-admin/plugins.php` );
			const row = page.locator( 'tr[data-slug="vitrine"]' );
			await row.locator( 'a[href*="action=deactivate"]' ).click();
			await expect(
				row.locator( 'a[href*="action=activate"]' )
			).toBeVisible();
			page.once( 'dialog', ( dialog ) => dialog.accept() );
			await row.locator( 'a.delete' ).click();
			// WordPress deletes it in the background and says so in the row.
			await expect
				.poll(
					() =>
						fs.existsSync(
							path.join(
								vanilla.dir,
								'wp-content',
								'plugins',
								'vitrine'
							)
						),
					{ timeout: 20_000 }
				)
				.toBe( false );
			// Kept (the owner did not choose to remove data): the orders' table.
			expect(
				rows(
					vanilla,
					"SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'wp_vitrine_orders'"
				)
			).toEqual( [ 'wp_vitrine_orders' ] );
			const roles = rows(
				vanilla,
				"SELECT option_value FROM wp_options WHERE option_name = 'wp_user_roles'"
			).join( '' );
			expect( roles ).not.toContain( 'shop_manager' );
			expect( roles ).not.toContain( 'vitrine_' );
			const provider = rows(
				vanilla,
				"SELECT option_value FROM wp_options WHERE option_name = 'vitrine_provider'"
			).join( '' );
			expect( provider ).not.toContain( 'client_secret";s:1' );
		}
	);
} );
