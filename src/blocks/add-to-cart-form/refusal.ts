/**
 * The refusals the form knows before it asks the shop.
 * The shop answers them with an HTTP 400 (§8.2, Router), which Chromium
 * always logs in the console; a form known to be incomplete is therefore
 * answered here, in the shop's own German words, without a request. The
 * server still checks everything (stock may have changed meanwhile).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { VariationState } from './variations';

/** What the form knows when it is submitted. */
export interface FormFacts {
	/** Product name. */
	name: string;
	/** Variable products: the selects' state; null for other types. */
	state: VariationState | null;
	/** Labels of the attribute selects still empty, in form order. */
	emptyLabels: readonly string[];
	/** Bookings: the date and time fields' values; null for other types. */
	booking: { date: string; time: string } | null;
}

/**
 * The German reason the shop would give, or null when the form may be sent.
 * Same texts as includes/Store/CartLines.php.
 *
 * @param facts What the form knows.
 */
export function refusal( facts: FormFacts ): string | null {
	const { state, booking } = facts;
	if ( state?.kind === 'incomplete' && facts.emptyLabels.length > 0 ) {
		return sprintf(
			/* translators: %s: attribute label, e.g. Größe */
			__( 'Please choose an option for "%s".', 'vitrine' ),
			facts.emptyLabels[ 0 ]
		);
	}
	if ( state?.kind === 'unavailable' ) {
		return __(
			'Please choose product options that are available.',
			'vitrine'
		);
	}
	if ( state?.kind === 'found' && ! state.variation.inStock ) {
		/* translators: %s: product name */
		return sprintf( __( '"%s" is sold out.', 'vitrine' ), facts.name );
	}
	if ( booking && booking.date === '' ) {
		return __( 'Please choose a date for your booking.', 'vitrine' );
	}
	if ( booking && booking.time === '' ) {
		return __( 'Please choose a time for your booking.', 'vitrine' );
	}
	return null;
}
