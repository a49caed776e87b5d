/**
 * Step "PayPal verbinden": the credentials of the owner's PayPal app,
 * checked with PayPal before they are stored (the go-live service,
 * Admin\GoLive::connect(), as on Einstellungen → Vitrine PayPal), and the
 * webhook set up with them.
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
import { SelectField, TextField } from './fields';
import { StepFrame } from './frame';

/**
 * The step.
 */
export function PaypalStep() {
	const { config, connection, environment } = useSelect(
		( select ) => ( {
			config: select( setupStore ).getConfig(),
			connection: select( setupStore ).getConnection(),
			environment:
				select( setupStore ).getDrafts()?.paypal.environment ?? '',
		} ),
		[]
	);
	if ( ! config || ! connection ) {
		return null;
	}
	const working = connection.connected && connection.checked;
	return (
		<StepFrame
			step="paypal"
			submit={ __( 'Connect and continue', 'vitrine' ) }
		>
			<p className="vitrine-setup__connection">
				<span aria-hidden="true">{ working ? '✅' : '⚠️' }</span>{ ' ' }
				<strong>{ __( 'Connection to PayPal', 'vitrine' ) }:</strong>{ ' ' }
				{ connection.label }
				{ connection.connected && ! connection.checked && (
					<>
						{ ' ' }
						{ __(
							'Not checked yet: "Connect and continue" checks the connection with PayPal.',
							'vitrine'
						) }
					</>
				) }
			</p>
			<p>
				{ __(
					'Create a REST app in the PayPal developer dashboard (first under Sandbox, to practise) and enter its client ID and secret. The shop asks PayPal at once whether they work and stores them only then; it also sets up the webhook through which PayPal reports payments.',
					'vitrine'
				) }
			</p>
			<div className="vitrine-setup__grid">
				<SelectField
					step="paypal"
					field="environment"
					label={ __( 'Environment', 'vitrine' ) }
					required
					options={ {
						'': __( '— Please choose —', 'vitrine' ),
						...config.facts.environments,
					} }
				/>
				<TextField
					step="paypal"
					field="client_id"
					label={ __( 'Client ID', 'vitrine' ) }
					required
					autoComplete="off"
					maxLength={ 200 }
					code
				/>
				<TextField
					step="paypal"
					field="client_secret"
					label={ __( 'Secret', 'vitrine' ) }
					type="password"
					autoComplete="new-password"
					help={
						connection.secret_stored
							? __(
									'Stored, never shown again. Leave empty to keep the stored secret.',
									'vitrine'
							  )
							: undefined
					}
					maxLength={ 200 }
				/>
				{ environment === 'emulator' && (
					<TextField
						step="paypal"
						field="emulator_url"
						label={ __( 'Emulator URL', 'vitrine' ) }
						type="url"
						help={ __(
							'Only addresses on this computer (127.0.0.1 or localhost).',
							'vitrine'
						) }
						maxLength={ 200 }
						code
					/>
				) }
			</div>
			<p>
				<a href={ config.links.provider_settings }>
					{ __(
						'More PayPal settings: payment methods, buttons, going live',
						'vitrine'
					) }
				</a>
			</p>
		</StepFrame>
	);
}
