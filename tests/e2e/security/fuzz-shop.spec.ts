/**
 * Hostile input, in `npm test`: the bench's second half
 * (bench/fuzz-more.mjs, the same generator and the same assertions as
 * `npm run bench:fuzz -- --only=more`) against the e2e test site on SQLite
 * with fewer bodies — a sample of 1 per REST route and per HTML form
 * (VITRINE_FUZZ_MORE_BODIES), seeded (VITRINE_FUZZ_SEED). The shop's REST
 * routes answer a 4xx JSON with a German message (GET: or a 200 JSON); the
 * forms (product, cart, checkout, login, lost password, registration, and a
 * logged-in customer's addresses, password, pay-for-order,
 * change-payment-method, cancel, renew and delete-card forms) answer a
 * redirect to the site or a page with a German notice; never a 5xx, no row
 * written (the customer's subscription, order and saved card unchanged), no
 * PHP warning in the debug or server log.
 *
 * The runner seeds two customers (`php bench/fuzz-site.php user`: users,
 * cards, subscriptions, unpaid orders; registration and renewing by hand
 * switched on); the fixtures put the snapshot of the database back before
 * the next spec file, so the specs after this one find the site as before.
 */
/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { runFuzzBench } from './bench-runner';

// Every route and form still gets a body; a body costs little beside the
// runner's seeding and its look into the site.
const BODIES = Number( process.env.VITRINE_FUZZ_MORE_BODIES || 1 );

test.describe( 'Hostile input on the shop’s REST routes and HTML forms', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'every REST route refuses in German, every form redirects or shows a German notice, nothing is written, no PHP warning', async () => {
		test.setTimeout( 240_000 );

		const result = await runFuzzBench(
			'fuzz-more.mjs',
			BODIES,
			'route and form'
		);
		// Every route and form was reached, the ones that change money or
		// accounts among them.
		const targets = result.rows.map( ( row ) => row.target ).join( '\n' );
		for ( const name of [
			'REST POST /vitrine/v1/webhook',
			'REST POST /vitrine/v1/cart/update-customer',
			'REST GET /wc/v4/memberships/members',
			'(vitrine_form=checkout)',
			'(vitrine_login_form=login)',
			'(vitrine_login_form=lost-password)',
			'wp-login.php?action=register',
			'(vitrine_account_form=addresses)',
			'(vitrine_account_form=password)',
			'(vitrine_form=pay_for_order)',
			'(vitrine_form=change_payment_method)',
			'(vitrine_account_action=cancel-subscription)',
			'(vitrine_account_action=renew-subscription)',
			'(vitrine_account_action=delete-payment-method)',
			'(vitrine_form=cart_remove)',
		] ) {
			expect( targets ).toContain( name );
		}
		expect( result.met ).toBe( true );
	} );
} );
