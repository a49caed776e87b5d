/**
 * §4.6: when the product form's cart is simulated. Only a form the shop
 * could take is simulated: a refused simulation would say nothing new (the
 * shop's own validation speaks when the shopper adds or pays) and cost a
 * request of the throttle's window.
 */
/**
 * External dependencies
 */
import type { FormField } from '@vitrine/store';

/** What the form says besides its fields. */
export interface SimulationFacts {
	/** Names of the fields marked required (`required` / `aria-required`). */
	required: string[];
	/** §4.4: the add-to-cart button carries the class `disabled`. */
	addToCartDisabled: boolean;
	/** Lines productLines() made of the fields. */
	lineCount: number;
}

/**
 * Whether the form's state is worth a simulate_cart request.
 *
 * @param fields Form fields.
 * @param facts  Required names, button state, line count.
 */
export function simulationReady(
	fields: readonly FormField[],
	facts: SimulationFacts
): boolean {
	if ( facts.addToCartDisabled || facts.lineCount === 0 ) {
		return false;
	}
	return facts.required.every( ( name ) =>
		fields.some(
			( [ field, value ] ) => field === name && value.trim() !== ''
		)
	);
}
