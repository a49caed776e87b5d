/**
 * The storefront a guest meets: a shop home as the front
 * page, German legal pages linked from the footer instead of the theme's
 * English placeholders, and a menu without pages that show a guest nothing
 * (the members directory is for logged-in visitors), at 1280 and 390 px;
 * once logged in, the menu offers the directory. One browser session: the
 * guest's pages, then the login (each test would cost a context and cold
 * loads).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { CUSTOMER, logInOnAccountPage } from './account-helpers';

const LEGAL = [
	{ slug: 'impressum', label: 'Impressum', title: 'Impressum' },
	{
		slug: 'datenschutz',
		label: 'Datenschutz',
		title: 'Datenschutzerklärung',
	},
	{ slug: 'agb', label: 'AGB', title: 'Allgemeine Geschäftsbedingungen' },
	{ slug: 'widerruf', label: 'Widerruf', title: 'Widerrufsbelehrung' },
	{ slug: 'versand', label: 'Versand', title: 'Versand und Zahlung' },
	{ slug: 'kontakt', label: 'Kontakt', title: 'Kontakt' },
];

const WIDTHS = [ 1280, 390 ];

/**
 * How far the page is wider than the viewport, measured in the DOM (0: no
 * horizontal scrolling).
 *
 * @param page Page.
 */
async function overflow( page: Page ) {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

const header = ( page: Page ) =>
	page.locator( 'header.wp-block-template-part' );
const footer = ( page: Page ) =>
	page.locator( 'footer.wp-block-template-part' );

/**
 * What the front page's header and footer offer a guest: the legal pages in
 * German, none of the theme's placeholders, no members link in the menu.
 *
 * @param page Page showing the front page.
 */
async function expectGuestChrome( page: Page ) {
	// The footer links the legal pages in German, none of the theme's placeholders.
	const legal = footer( page ).getByRole( 'navigation', {
		name: 'Rechtliches',
	} );
	await expect
		.soft( legal.getByRole( 'link' ) )
		.toHaveText( LEGAL.map( ( entry ) => entry.label ) );
	for ( const entry of LEGAL ) {
		await expect
			.soft(
				legal.getByRole( 'link', {
					name: entry.label,
					exact: true,
				} ),
				entry.label
			)
			.toHaveAttribute( 'href', new RegExp( `/${ entry.slug }/$` ) );
	}
	for ( const placeholder of [
		'Blog',
		'About',
		'FAQs',
		'Authors',
		'Events',
		'Patterns',
		'Themes',
	] ) {
		await expect
			.soft(
				footer( page ).getByRole( 'link', {
					name: placeholder,
					exact: true,
				} ),
				`no placeholder link ${ placeholder }`
			)
			.toHaveCount( 0 );
	}
	await expect.soft( footer( page ) ).not.toContainText( 'Designed with' );

	// The menu offers a guest no page that shows only a locked members directory.
	const menu = header( page ).getByRole( 'navigation' ).first();
	const shop = menu.getByRole( 'link', { name: 'Shop', exact: true } );
	await expect.soft( shop ).toBeVisible();
	await expect.soft( shop ).toHaveAttribute( 'href', /\/shop\/$/ );
	await expect
		.soft( menu.getByRole( 'link', { name: 'Mein Konto', exact: true } ) )
		.toBeVisible();
	await expect
		.soft( page.getByRole( 'link', { name: 'Mitglieder', exact: true } ) )
		.toHaveCount( 0 );
}

/**
 * The front page at a width: a shop home with events, products and a
 * members teaser, without horizontal overflow.
 *
 * @param page  Page.
 * @param width Viewport width in px.
 */
async function expectShopHome( page: Page, width: number ) {
	const at = `at ${ width } px`;
	await page.setViewportSize( { width, height: 900 } );
	await expect
		.soft( page.getByRole( 'heading', { level: 1 } ), at )
		.toHaveText( 'Willkommen bei Vitrine' );
	await expect
		.soft( page.locator( 'body' ), at )
		.not.toContainText( 'Nichts gefunden' );
	await expect
		.soft(
			page.getByRole( 'heading', {
				name: 'Nächste Veranstaltungen',
			} ),
			at
		)
		.toBeVisible();
	await expect
		.soft(
			page
				.locator( '.wp-block-vitrine-events-slider .swiper-slide' )
				.first(),
			at
		)
		.toBeVisible();
	await expect
		.soft( page.getByRole( 'heading', { name: 'Aus dem Shop' } ), at )
		.toBeVisible();
	const products = page.locator( '.wp-block-query .wp-block-post' );
	await expect.soft( products, at ).toHaveCount( 3 );
	await expect
		.soft(
			products.first().locator( '.wp-block-vitrine-product-price' ),
			at
		)
		.toContainText( '€' );
	// The shop's own product image (sizes, srcset, width and height), not core's featured image.
	await expect
		.soft(
			page.locator( '.wp-block-query .wp-block-post-featured-image' ),
			at
		)
		.toHaveCount( 0 );
	const images = products.locator( '.wp-block-vitrine-product-image img' );
	await expect.soft( images, at ).toHaveCount( 3 );
	for ( const image of await images.all() ) {
		await expect.soft( image, at ).toHaveAttribute( 'srcset', /\d+w/ );
		await expect.soft( image, at ).toHaveAttribute( 'sizes', /.+/ );
		await expect.soft( image, at ).toHaveAttribute( 'width', /^\d+$/ );
		await expect.soft( image, at ).toHaveAttribute( 'height', /^\d+$/ );
	}
	await expect
		.soft( page.getByRole( 'heading', { name: 'Mitglied werden' } ), at )
		.toBeVisible();
	await expect
		.soft(
			page.getByRole( 'link', {
				name: 'Jahresmitgliedschaft ansehen',
			} ),
			at
		)
		.toHaveAttribute( 'href', /\/produkt\/jahresmitgliedschaft\/$/ );
	await expect
		.soft( page.getByRole( 'link', { name: 'Zum Shop' } ), at )
		.toHaveAttribute( 'href', /\/shop\/$/ );
	await expect
		.soft( page.getByRole( 'link', { name: 'Alle Veranstaltungen' } ), at )
		.toHaveAttribute( 'href', /\/veranstaltungen\/$/ );
	await page.waitForLoadState( 'load' );
	expect.soft( await overflow( page ), at ).toBeLessThanOrEqual( 0 );
}

test.describe( 'Storefront', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page session: the soft expectations name the page and width, so a
	// failure still says where.
	test( 'for a guest the front page at 1280 and 390 px is a shop home with events, products and a members teaser, with German legal links, no members link and no axe findings; each legal page and the locked members page is a German page without axe findings or overflow; once logged in the menu and footer offer the members directory', async ( {
		page,
	} ) => {
		// Each page's visit and axe run (up to ~15 s on a busy two-core
		// machine) gets the time its own test had.
		test.setTimeout( ( LEGAL.length + 3 ) * 30_000 );

		await test.step( 'the front page at 1280 and 390 px is a shop home with German legal links, no members link and no axe findings', async () => {
			await page.goto( '/' );
			await expectShopHome( page, 1280 );
			await expectGuestChrome( page );
			// The home page has no serious axe violations.
			expect( await seriousViolations( page ), 'axe at 1280 px' ).toEqual(
				[]
			);
			// The same page at a phone's width.
			await expectShopHome( page, 390 );
		} );

		await test.step( 'each legal page is a German page without axe findings or overflow at 1280 and 390 px', async () => {
			for ( const entry of LEGAL ) {
				const at = `/${ entry.slug }/`;
				await page.setViewportSize( {
					width: WIDTHS[ 0 ],
					height: 900,
				} );
				const response = await page.goto( at );
				expect.soft( response?.status(), at ).toBe( 200 );
				await expect
					.soft( page.getByRole( 'heading', { level: 1 } ), at )
					.toHaveText( entry.title );
				await expect
					.soft( page.locator( 'main' ), at )
					.toContainText( 'Demo-Text' );
				expect
					.soft( await seriousViolations( page ), at )
					.toEqual( [] );
				for ( const width of WIDTHS ) {
					await page.setViewportSize( { width, height: 900 } );
					expect
						.soft(
							await overflow( page ),
							`${ at } at ${ width } px`
						)
						.toBeLessThanOrEqual( 0 );
				}
			}
		} );

		await test.step( 'the members page stays reachable for a guest and says what it takes', async () => {
			await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
			await page.goto( '/mitglieder/' );
			await expect(
				page.getByText(
					'Bitte melde dich an, um das Mitgliederverzeichnis zu sehen.'
				)
			).toBeVisible();
			expect( await seriousViolations( page ), '/mitglieder/' ).toEqual(
				[]
			);
			for ( const width of WIDTHS ) {
				await page.setViewportSize( { width, height: 900 } );
				expect(
					await overflow( page ),
					`/mitglieder/ at ${ width } px`
				).toBeLessThanOrEqual( 0 );
			}
			await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
		} );

		await test.step( 'the menu and the footer offer the members directory once logged in', async () => {
			await logInOnAccountPage( page, CUSTOMER.login, CUSTOMER.password );
			await page.goto( '/' );
			const menu = header( page ).getByRole( 'navigation' ).first();
			await expect(
				menu.getByRole( 'link', { name: 'Mitglieder', exact: true } )
			).toHaveAttribute( 'href', /\/mitglieder\/$/ );
			await expect(
				footer( page ).getByRole( 'link', {
					name: 'Mitglieder',
					exact: true,
				} )
			).toBeVisible();
			await menu
				.getByRole( 'link', { name: 'Mitglieder', exact: true } )
				.click();
			await expect(
				page.locator( '.vitrine-members__count' )
			).toHaveText( '60 Mitglieder' );
		} );
	} );
} );
