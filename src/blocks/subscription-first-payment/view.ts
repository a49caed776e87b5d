/**
 * Front end of vitrine/subscription-first-payment on a variable
 * subscription's page (§2.3, §4.3): shows the selected variation's
 * first_payment_html from the `vitrine/cart` store and clears it when the
 * selection is reset. A plain subscription's date is rendered by the server
 * and left alone.
 */
/**
 * External dependencies
 */
import { cartStore } from '@vitrine/store';

/**
 * WordPress dependencies
 */
import { select, subscribe } from '@wordpress/data';

const areas = document.querySelectorAll< HTMLElement >(
	'.wp-block-vitrine-subscription-first-payment[data-vitrine-variable]'
);

if ( areas.length > 0 ) {
	let shown = '';
	const render = () => {
		// Server-built markup (SubscriptionSchedule::first_payment_html(), escaped there).
		const html = select( cartStore ).getFirstPaymentHtml();
		if ( html !== shown ) {
			shown = html;
			areas.forEach( ( area ) => ( area.innerHTML = html ) );
		}
	};
	subscribe( render, cartStore );
	render();
}
