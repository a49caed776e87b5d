/**
 * Step "Bankverbindung": the account customers transfer to
 * (`vitrine_bank_account`). IBAN and BIC are checked as the owner leaves
 * the field (../rules/bank-account.ts); the server checks again on saving.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { bankErrors, normaliseIban } from '../rules/bank-account';
import { setupStore } from '../store';
import { TextField } from './fields';
import { StepFrame } from './frame';

/**
 * The step.
 */
export function BankStep() {
	const { table, form, errors } = useSelect(
		( select ) => ( {
			table: select( setupStore ).getConfig()?.facts.iban,
			form: select( setupStore ).getDrafts()?.bank,
			errors: select( setupStore ).getErrors( 'bank' ),
		} ),
		[]
	);
	const { setErrors } = useDispatch( setupStore );
	if ( ! table || ! form ) {
		return null;
	}
	// Leaving IBAN or BIC runs the rule for that field at once.
	const check = ( field: 'iban' | 'bic' ) => () => {
		const found = bankErrors( form, table );
		const next = { ...errors };
		delete next[ field ];
		setErrors(
			'bank',
			found[ field ] ? { ...next, [ field ]: found[ field ] } : next
		);
	};
	const iban = normaliseIban( form.iban );
	const valid =
		iban !== '' && ! errors.iban && ! bankErrors( form, table ).iban;
	return (
		<StepFrame step="bank" submit={ __( 'Save and continue', 'vitrine' ) }>
			<p>
				{ __(
					'Customers who pay by bank transfer see this account on the order-received page and in their order confirmation, with the order number as the reference.',
					'vitrine'
				) }{ ' ' }
				{ __(
					'Without an IBAN the shop does not offer bank transfer.',
					'vitrine'
				) }
			</p>
			<div className="vitrine-setup__grid">
				<TextField
					step="bank"
					field="holder"
					label={ __( 'Account holder', 'vitrine' ) }
					autoComplete="name"
					maxLength={ 100 }
				/>
				<TextField
					step="bank"
					field="iban"
					label={ __( 'IBAN', 'vitrine' ) }
					help={
						valid
							? sprintf(
									/* translators: %s: country */
									__( 'Valid IBAN from %s.', 'vitrine' ),
									table.countries[ iban.slice( 0, 2 ) ] ??
										iban.slice( 0, 2 )
							  )
							: __(
									'Spaces are allowed; the IBAN is checked and stored without them.',
									'vitrine'
							  )
					}
					onBlur={ check( 'iban' ) }
					maxLength={ 100 }
					code
				/>
				<TextField
					step="bank"
					field="bic"
					label={ __( 'BIC', 'vitrine' ) }
					help={ __(
						'Not needed for transfers within the SEPA area.',
						'vitrine'
					) }
					onBlur={ check( 'bic' ) }
					maxLength={ 100 }
					code
				/>
				<TextField
					step="bank"
					field="bank"
					label={ __( 'Bank', 'vitrine' ) }
					maxLength={ 100 }
				/>
			</div>
		</StepFrame>
	);
}
