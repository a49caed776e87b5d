/**
 * Step "Versand": what the shop charges for shipping now
 * (Admin\ShippingSummary), and where to change it.
 *
 * The seam for the shipping editor (src/admin/shipping/): once it exists,
 * render it in place of <ShippingSummary> below and let its save dispatch
 * `saveStep( 'shipping' )` from `vitrine/setup`, which marks the step done
 * (POST /vitrine/v1/setup/shipping); the frame's buttons stay as they are.
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
 * The rates as a table, and the link to the shipping settings.
 *
 * @param props          Props.
 * @param props.shipping The rates and the settings' URL.
 */
function ShippingSummary( { shipping }: { shipping: Facts[ 'shipping' ] } ) {
	return (
		<>
			<table>
				<caption className="screen-reader-text">
					{ __( 'Shipping options and their costs', 'vitrine' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">
							{ __( 'Shipping option', 'vitrine' ) }
						</th>
						<th scope="col">{ __( 'Cost', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ shipping.lines.map( ( line ) => (
						<tr key={ line.label }>
							<td>{ line.label }</td>
							<td>{ line.cost }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ shipping.url && (
				<p>
					<a href={ shipping.url }>
						{ __( 'Change shipping costs', 'vitrine' ) }
					</a>
				</p>
			) }
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
					'Your shop offers these shipping options to customers whose order holds something to ship:',
					'vitrine'
				) }
			</p>
			<ShippingSummary shipping={ shipping } />
		</StepFrame>
	);
}
