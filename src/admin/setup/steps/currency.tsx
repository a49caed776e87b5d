/**
 * Step "Währung und Preise": the shop's currency (`vitrine_currency`, as on
 * the shop settings) and how prices and VAT work in the shop (gross prices,
 * a tax class per product: Store\Tax).
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setupStore } from '../store';
import { SelectField } from './fields';
import { StepFrame } from './frame';

/**
 * The step.
 */
export function CurrencyStep() {
	const { facts, currency } = useSelect(
		( select ) => ( {
			facts: select( setupStore ).getConfig()?.facts,
			currency: select( setupStore ).getDrafts()?.currency.currency ?? '',
		} ),
		[]
	);
	if ( ! facts ) {
		return null;
	}
	const chosen = facts.currencies.find( ( item ) => item.code === currency );
	return (
		<StepFrame
			step="currency"
			submit={ __( 'Save and continue', 'vitrine' ) }
		>
			<SelectField
				step="currency"
				field="currency"
				label={ __( 'Currency', 'vitrine' ) }
				help={ __(
					'Prices, totals and payments are in this currency. Product prices are not converted.',
					'vitrine'
				) }
				options={ Object.fromEntries(
					facts.currencies.map( ( item ) => [ item.code, item.name ] )
				) }
			/>
			{ currency !== 'EUR' && (
				<p>
					{ __(
						'Pay Later in Germany needs prices in euros.',
						'vitrine'
					) }
				</p>
			) }
			<h3>{ __( 'Prices and VAT', 'vitrine' ) }</h3>
			<p>
				{ __(
					'You enter prices including VAT (gross prices), as German consumers see them. You choose the tax rate for each product: standard rate 19 %, reduced rate 7 % or tax-free. Shipping carries the VAT of the goods it carries.',
					'vitrine'
				) }
			</p>
			{ chosen && (
				<p>
					{ sprintf(
						/* translators: %s: an example price, e.g. 19,90 € */
						__(
							'Customers see a price like this: %s incl. VAT, plus shipping.',
							'vitrine'
						),
						chosen.example
					) }
				</p>
			) }
		</StepFrame>
	);
}
