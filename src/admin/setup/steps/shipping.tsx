/**
 * Step "Versand": the shipping zones the shop uses now
 * (Admin\ShippingSummary), and the link to Einstellungen → Vitrine Versand.
 *
 * The seam for the shipping editor: `ShippingEditor` of
 * src/admin/shipping/index.ts is made to be embedded. To edit shipping
 * right here, render `<ShippingEditor headingLevel={ 3 } onSaved={ … } />`
 * in place of <ShippingSummary> below, its `onSaved` dispatching
 * `saveStep( 'shipping' )` of `vitrine/setup` (POST
 * /vitrine/v1/setup/shipping marks the step done); the frame's buttons stay.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setupStore } from '../store';
import type { Facts } from '../types';
import { StepFrame } from './frame';

/**
 * The zones with their countries and methods, and the link to the
 * shipping settings.
 *
 * @param props          Props.
 * @param props.shipping The zones and the settings' URL.
 */
function ShippingSummary( { shipping }: { shipping: Facts[ 'shipping' ] } ) {
	return (
		<>
			{ shipping.zones.map( ( zone ) => (
				<section key={ zone.name } className="vitrine-setup__zone">
					<h3>{ zone.name }</h3>
					<p>{ zone.countries }</p>
					<ul>
						{ zone.methods.map( ( method ) => (
							<li key={ method.label }>
								{ method.label }: { method.cost }
							</li>
						) ) }
					</ul>
				</section>
			) ) }
			<p>
				<a href={ shipping.url }>
					{ __(
						'Change zones, methods and costs under Settings → Vitrine Shipping',
						'vitrine'
					) }
				</a>
			</p>
		</>
	);
}

/**
 * The step.
 */
export function ShippingStep() {
	const shipping = useSelect(
		( select ) => select( setupStore ).getConfig()?.facts.shipping,
		[]
	);
	if ( ! shipping ) {
		return null;
	}
	return (
		<StepFrame
			step="shipping"
			submit={ __( 'Looks right, continue', 'vitrine' ) }
		>
			<p>
				{ __(
					'Shipping zones are checked from top to bottom: the first zone that lists the country of the shipping address applies. Countries no zone lists are not delivered to.',
					'vitrine'
				) }
			</p>
			<ShippingSummary shipping={ shipping } />
		</StepFrame>
	);
}
