/**
 * Step "Adresse und Rechtliches": who sells (the imprint's details,
 * Shop\ShopDetails), the checkout's terms checkbox, and the legal pages
 * made on activation with their state.
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
import { CheckboxField, SelectField, TextField } from './fields';
import { StepFrame } from './frame';

/** The address fields: key => [required, type, autocomplete, longest]. */
const FIELDS: Array<
	[ string, boolean, 'text' | 'email' | 'tel', string, number ]
> = [
	[ 'name', true, 'text', 'organization', 100 ],
	[ 'street', true, 'text', 'street-address', 100 ],
	[ 'postcode', true, 'text', 'postal-code', 10 ],
	[ 'city', true, 'text', 'address-level2', 60 ],
];

/**
 * The step.
 */
export function AddressStep() {
	const facts = useSelect(
		( select ) => select( setupStore ).getConfig()?.facts,
		[]
	);
	if ( ! facts ) {
		return null;
	}
	const label = ( key: string ) => facts.labels[ key ] ?? key;
	return (
		<StepFrame
			step="address"
			submit={ __( 'Save and continue', 'vitrine' ) }
		>
			<p>
				{ __(
					'A German shop names who sells in its imprint: name, postal address and a quick way to contact you, and where they apply the register entry and the VAT ID. Fields marked * are required.',
					'vitrine'
				) }
			</p>
			<div className="vitrine-setup__grid">
				{ FIELDS.map( ( [ key, required, type, auto, max ] ) => (
					<TextField
						key={ key }
						step="address"
						field={ key }
						label={ label( key ) }
						required={ required }
						type={ type }
						autoComplete={ auto }
						maxLength={ max }
					/>
				) ) }
				<SelectField
					step="address"
					field="country"
					label={ label( 'country' ) }
					required
					options={ facts.countries }
				/>
				<TextField
					step="address"
					field="email"
					label={ label( 'email' ) }
					required
					type="email"
					autoComplete="email"
					maxLength={ 100 }
				/>
				<TextField
					step="address"
					field="phone"
					label={ label( 'phone' ) }
					type="tel"
					autoComplete="tel"
					maxLength={ 30 }
				/>
				<TextField
					step="address"
					field="vat_id"
					label={ label( 'vat_id' ) }
					help={ __(
						'e.g. DE123456789; leave empty if you have none.',
						'vitrine'
					) }
					maxLength={ 14 }
					code
				/>
				<TextField
					step="address"
					field="register"
					label={ label( 'register' ) }
					help={ __(
						'Register court and number, e.g. Amtsgericht Köln, HRB 12345.',
						'vitrine'
					) }
					maxLength={ 100 }
				/>
			</div>
			<CheckboxField
				step="address"
				field="terms_checkbox"
				label={ __(
					'Customers confirm the terms and the cancellation policy at checkout',
					'vitrine'
				) }
				help={ __(
					'A required checkbox above the order button links to both pages; orders are refused without it.',
					'vitrine'
				) }
			/>
			<h3>{ __( 'Legal pages', 'vitrine' ) }</h3>
			<p>
				{ __(
					'The shop made these pages when it was activated. Replace the placeholder with your own, checked text and publish each page; until then the checkout names it without a link.',
					'vitrine'
				) }
			</p>
			<ul>
				{ facts.legal_pages.map( ( page ) => (
					<li key={ page.key }>
						{ page.edit_url ? (
							<a href={ page.edit_url }>{ page.title }</a>
						) : (
							page.title
						) }
						{ ': ' }
						{ page.published
							? __( 'published', 'vitrine' )
							: __( 'draft, not yet published', 'vitrine' ) }
					</li>
				) ) }
			</ul>
		</StepFrame>
	);
}
