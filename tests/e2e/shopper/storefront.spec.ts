/**
 * The storefront a guest meets: a shop home as the front
 * page, German legal pages linked from the footer instead of the theme's
 * English placeholders, and a menu without pages that show a guest nothing
 * (the members directory is for logged-in visitors), at 1280 and 390 px.
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

test.describe( 'Storefront for guests', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	for ( const width of WIDTHS ) {
		test( `the front page is a shop home with events, products and a members teaser at ${ width } px`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/' );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( 'Willkommen bei Vitrine' );
			await expect( page.locator( 'body' ) ).not.toContainText(
				'Nichts gefunden'
			);
			await expect(
				page.getByRole( 'heading', { name: 'Nächste Veranstaltungen' } )
			).toBeVisible();
			await expect(
				page
					.locator( '.wp-block-vitrine-events-slider .swiper-slide' )
					.first()
			).toBeVisible();
			await expect(
				page.getByRole( 'heading', { name: 'Aus dem Shop' } )
			).toBeVisible();
			const products = page.locator( '.wp-block-query .wp-block-post' );
			await expect( products ).toHaveCount( 3 );
			await expect(
				products.first().locator( '.wp-block-vitrine-product-price' )
			).toContainText( '€' );
			// The shop's own product image (sizes, srcset, width and height), not core's featured image.
			await expect(
				page.locator( '.wp-block-query .wp-block-post-featured-image' )
			).toHaveCount( 0 );
			const images = products.locator(
				'.wp-block-vitrine-product-image img'
			);
			await expect( images ).toHaveCount( 3 );
			for ( const image of await images.all() ) {
				await expect( image ).toHaveAttribute( 'srcset', /\d+w/ );
				await expect( image ).toHaveAttribute( 'sizes', /.+/ );
				await expect( image ).toHaveAttribute( 'width', /^\d+$/ );
				await expect( image ).toHaveAttribute( 'height', /^\d+$/ );
			}
			await expect(
				page.getByRole( 'heading', { name: 'Mitglied werden' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', {
					name: 'Jahresmitgliedschaft ansehen',
				} )
			).toHaveAttribute( 'href', /\/produkt\/jahresmitgliedschaft\/$/ );
			await expect(
				page.getByRole( 'link', { name: 'Zum Shop' } )
			).toHaveAttribute( 'href', /\/shop\/$/ );
			await expect(
				page.getByRole( 'link', { name: 'Alle Veranstaltungen' } )
			).toHaveAttribute( 'href', /\/veranstaltungen\/$/ );
			await page.waitForLoadState( 'load' );
			expect( await overflow( page ) ).toBeLessThanOrEqual( 0 );
		} );
	}

	test( 'the home page has no serious axe violations', async ( { page } ) => {
		await page.goto( '/' );
		await page.waitForLoadState( 'load' );
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );

	test( "the footer links the legal pages in German, none of the theme's placeholders", async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const legal = footer( page ).getByRole( 'navigation', {
			name: 'Rechtliches',
		} );
		await expect( legal.getByRole( 'link' ) ).toHaveText(
			LEGAL.map( ( entry ) => entry.label )
		);
		for ( const entry of LEGAL ) {
			await expect(
				legal.getByRole( 'link', { name: entry.label, exact: true } )
			).toHaveAttribute( 'href', new RegExp( `/${ entry.slug }/$` ) );
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
			await expect(
				footer( page ).getByRole( 'link', {
					name: placeholder,
					exact: true,
				} )
			).toHaveCount( 0 );
		}
		await expect( footer( page ) ).not.toContainText( 'Designed with' );
	} );

	for ( const entry of LEGAL ) {
		test( `/${ entry.slug }/ is a German demo page without axe findings or overflow`, async ( {
			page,
		} ) => {
			const response = await page.goto( `/${ entry.slug }/` );
			expect( response?.status() ).toBe( 200 );
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( entry.title );
			await expect( page.locator( 'main' ) ).toContainText( 'Demo-Text' );
			expect( await seriousViolations( page ) ).toEqual( [] );
			for ( const width of WIDTHS ) {
				await page.setViewportSize( { width, height: 900 } );
				expect( await overflow( page ) ).toBeLessThanOrEqual( 0 );
			}
		} );
	}

	test( 'the menu offers a guest no page that shows only a locked members directory', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const menu = header( page ).getByRole( 'navigation' ).first();
		await expect(
			menu.getByRole( 'link', { name: 'Shop', exact: true } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'link', { name: 'Mein Konto', exact: true } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Mitglieder', exact: true } )
		).toHaveCount( 0 );
		// The page itself stays reachable and says what it takes.
		await page.goto( '/mitglieder/' );
		await expect(
			page.getByText(
				'Bitte melde dich an, um das Mitgliederverzeichnis zu sehen.'
			)
		).toBeVisible();
		expect( await seriousViolations( page ) ).toEqual( [] );
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 900 } );
			expect( await overflow( page ) ).toBeLessThanOrEqual( 0 );
		}
	} );
} );

test.describe( 'Storefront for logged-in customers', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'the menu and the footer offer the members directory once logged in', async ( {
		page,
	} ) => {
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
		await expect( page.locator( '.vitrine-members__count' ) ).toHaveText(
			'60 Mitglieder'
		);
	} );
} );
