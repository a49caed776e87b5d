/**
 * The storefront a guest meets: a shop home as the front page, German legal
 * pages linked from the footer instead of the theme's English placeholders,
 * and a menu without pages that show a guest nothing (the members directory
 * is for logged-in visitors), at 1280 and 390 px; once logged in, the menu
 * and the footer offer the directory. One browser session: the guest's
 * pages (each loaded once, both widths by resizing, axe once per page and
 * width where the layout differs), then the logged-in menu over HTTP (the
 * rule behind it, DirectoryMenu, is tests/php/Memberships/
 * MembersDirectoryGuestsTest.php).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { CUSTOMER, logIn } from './account-helpers';
import { axeFindings } from '../axe';

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

/**
 * The links of a page's template part (header or footer) in its HTML, as
 * [text, href] pairs.
 *
 * @param html Page HTML.
 * @param tag  `header` or `footer`.
 */
function partLinks( html: string, tag: 'header' | 'footer' ) {
	const part =
		new RegExp(
			`<${ tag }[^>]*\\bwp-block-template-part\\b[^>]*>([\\s\\S]*?)</${ tag }>`
		).exec( html )?.[ 1 ] ?? '';
	return [
		...part.matchAll( /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g ),
	].map(
		( [ , href, text ] ) =>
			[ text.replace( /<[^>]+>/g, '' ).trim(), href ] as const
	);
}

test.describe( 'Storefront', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	// One page session: the soft expectations name the page and width, so a
	// failure still says where.
	test( 'for a guest the front page at 1280 and 390 px is a shop home with events, products and a members teaser, with German legal links, no members link and no axe findings; each legal page and the locked members page is a German page without axe findings or overflow; once logged in the menu and footer offer the members directory', async ( {
		page,
	} ) => {
		await test.step( 'the front page at 1280 and 390 px is a shop home with German legal links, no members link and no axe findings', async () => {
			await page.goto( '/' );
			await expectShopHome( page, 1280 );
			await expectGuestChrome( page );
			expect
				.soft( await axeFindings( page ), 'axe at 1280 px' )
				.toEqual( [] );
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
				expect.soft( await axeFindings( page ), at ).toEqual( [] );
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

		await test.step( 'the members page stays reachable for a guest, is German and says what it takes', async () => {
			await page.setViewportSize( { width: WIDTHS[ 0 ], height: 900 } );
			await page.goto( '/mitglieder/' );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'de-DE'
			);
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toBeVisible();
			await expect(
				page.getByText(
					'Bitte melde dich an, um das Mitgliederverzeichnis zu sehen.'
				)
			).toBeVisible();
			await expect( page.locator( '.vitrine-not-set-up' ) ).toHaveCount(
				0
			);
			expect( await axeFindings( page ), '/mitglieder/' ).toEqual( [] );
			for ( const width of WIDTHS ) {
				await page.setViewportSize( { width, height: 900 } );
				expect(
					await overflow( page ),
					`/mitglieder/ at ${ width } px`
				).toBeLessThanOrEqual( 0 );
			}
			// Scripts that run after load may still log errors.
			await page.waitForLoadState( 'load' );
		} );

		await test.step( 'the menu and the footer offer the members directory once logged in', async () => {
			await logIn( page, CUSTOMER.login, CUSTOMER.password );
			const home = await ( await page.request.get( '/' ) ).text();
			const members = ( [ text ]: readonly [ string, string ] ) =>
				text === 'Mitglieder';
			const inMenu = partLinks( home, 'header' ).filter( members );
			expect( inMenu, 'a members link in the menu' ).toHaveLength( 1 );
			expect( inMenu[ 0 ][ 1 ] ).toMatch( /\/mitglieder\/$/ );
			expect(
				partLinks( home, 'footer' ).filter( members ),
				'a members link in the footer'
			).toHaveLength( 1 );
			// The link leads to the directory itself, not to the login note.
			const directory = await (
				await page.request.get( inMenu[ 0 ][ 1 ] )
			).text();
			expect( directory ).toContain(
				'<p class="vitrine-members__count">60 Mitglieder</p>'
			);
		} );
	} );
} );
