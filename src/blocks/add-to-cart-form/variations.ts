/**
 * Which variation a product form's `attribute_*` selects point at (§2.3,
 * §4.3, §4.4): pure, so the rules have their own tests.
 */
/**
 * External dependencies
 */
import type { SelectedVariation } from '@vitrine/store';

/** A variation as the server renders it into `data-vitrine-product`. */
export interface FormVariation {
	id: number;
	/** `attribute_{slug}` => option; '' means any option. */
	attributes: Record< string, string >;
	/** Price with terms, German, from the server. */
	priceText: string;
	/** Price as a decimal string. */
	amount: string;
	/** Stock text, German; empty when the stock is not tracked. */
	stockText: string;
	inStock: boolean;
	/** §3.3: empty when the first payment is made at checkout. */
	firstPaymentHtml: string;
}

/** What the selects say. */
export type VariationState =
	/** Not every attribute has a value yet. */
	| { kind: 'incomplete' }
	/** Every attribute is chosen but no variation has this combination. */
	| { kind: 'unavailable' }
	/** A variation matches; it may be out of stock. */
	| { kind: 'found'; variation: FormVariation };

/**
 * The state of a choice: every attribute the form has must be chosen; the
 * first variation whose fixed attributes all equal the choice is found.
 *
 * @param variations The product's variations.
 * @param chosen     `attribute_*` field => chosen value ('' for none).
 */
export function variationState(
	variations: readonly FormVariation[],
	chosen: Readonly< Record< string, string > >
): VariationState {
	if ( Object.values( chosen ).some( ( value ) => value === '' ) ) {
		return { kind: 'incomplete' };
	}
	const variation = variations.find( ( candidate ) =>
		Object.entries( candidate.attributes ).every(
			( [ name, value ] ) =>
				chosen[ name ] !== undefined &&
				( value === '' || chosen[ name ] === value )
		)
	);
	return variation ? { kind: 'found', variation } : { kind: 'unavailable' };
}

/**
 * §4.3: the first-payment state for the `vitrine/cart` store: the found
 * variation, or null when none is found (reset, incomplete, unavailable).
 *
 * @param state State of the selects.
 */
export function selectedVariation(
	state: VariationState
): SelectedVariation | null {
	return state.kind === 'found'
		? {
				variationId: state.variation.id,
				firstPaymentHtml: state.variation.firstPaymentHtml,
		  }
		: null;
}

/**
 * §4.4: whether the add-to-cart button carries `disabled`: until an
 * in-stock variation is found.
 *
 * @param state State of the selects.
 */
export function isPurchasable( state: VariationState ): boolean {
	return state.kind === 'found' && state.variation.inStock;
}
