/**
 * An editor adds an event in the admin, with its German labels and
 * WordPress' colour picker; its date and colour are saved. How the slider
 * shows an event in its colour (the light class, the colour variable, the
 * escaped title): tests/php/Events/EventsTest.php, "slides render with
 * colour class and escaped title"; the meta box's nonce, capability and
 * sanitising: EventsTest; the list of events sorting by start date:
 * tests/php/Events/MetaBoxTest.php.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

test.describe( 'Events in the admin', () => {
	test( 'an event with date and a picked colour is saved', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( '/wp-admin/post-new.php?post_type=vitrine_event' );
		await expect(
			page.getByRole( 'heading', { name: 'Veranstaltung hinzufügen' } )
		).toBeVisible();
		await page.locator( '#title' ).fill( 'Herbstfest am See' );
		await page.getByLabel( 'Beginn' ).fill( '2030-05-01T19:00' );
		await page.getByLabel( 'Ende' ).fill( '2030-05-01T22:00' );

		// WordPress' colour picker: opened by its button, then the hex field.
		const box = page.locator( '#vitrine-event-fields' );
		await box.locator( '.wp-color-result' ).click();
		await expect( box.locator( '.iris-picker' ) ).toBeVisible();
		await box.locator( 'input.vitrine-event-colour' ).fill( '#fafafa' );
		// Typing the title starts an autosave (it fetches the permalink);
		// WordPress ignores clicks on Publish until that is done.
		await expect( page.locator( '#sample-permalink' ) ).toBeVisible();
		await expect( page.locator( '#publish' ) ).not.toHaveClass(
			/\bdisabled\b/
		);
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message' ) ).toContainText(
			'Veranstaltung veröffentlicht.'
		);

		const events = ( await requestUtils.rest( {
			path: '/wp/v2/vitrine-events',
			params: { search: 'Herbstfest', context: 'edit' },
		} ) ) as Array< { meta: Record< string, unknown > } >;
		expect( events ).toHaveLength( 1 );
		expect( events[ 0 ].meta ).toMatchObject( {
			vitrine_start: '2030-05-01T19:00',
			vitrine_end: '2030-05-01T22:00',
			vitrine_colour: '#fafafa',
			vitrine_all_day: false,
		} );
	} );
} );
