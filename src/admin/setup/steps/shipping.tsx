/**
 * Step "Versand": the shipping editor of Einstellungen → Vitrine Versand
 * (src/admin/shipping/), embedded with the state the page printed
 * (facts.shipping, ShippingController::state()). Its own save button saves
 * the settings and marks the step done; the step's button does the same
 * when the form was changed, and otherwise only marks the step done (the
 * starter settings stay unwritten, docs/store.md "Shipping zones").
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	SHIPPING_STORE,
	ShippingEditor,
	type ShippingState,
} from '../../shipping/index';
import { setupStore } from '../store';
import { StepFrame } from './frame';

/** The shipping store's parts the step uses. */
interface ShippingActions {
	save: () => Promise< ShippingState | null >;
}

/**
 * The step.
 */
export function ShippingStep() {
	const initial = useSelect(
		( select ) => select( setupStore ).getConfig()?.facts.shipping,
		[]
	);
	const dirty = useSelect(
		( select ) =>
			(
				select( SHIPPING_STORE ) as unknown as {
					isDirty: () => boolean;
				}
			 ).isDirty(),
		[]
	);
	const { save } = useDispatch(
		SHIPPING_STORE
	) as unknown as ShippingActions;
	const { saveStep } = useDispatch( setupStore );
	if ( ! initial ) {
		return null;
	}
	return (
		<StepFrame
			step="shipping"
			submit={
				dirty
					? __( 'Save and continue', 'vitrine' )
					: __( 'Looks right, continue', 'vitrine' )
			}
			before={ async () => ! dirty || ( await save() ) !== null }
		>
			<ShippingEditor
				initial={ initial }
				headingLevel={ 3 }
				onSaved={ () => saveStep( 'shipping' ) }
			/>
		</StepFrame>
	);
}
