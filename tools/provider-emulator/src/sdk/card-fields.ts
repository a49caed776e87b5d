/**
 * The CardFields component: number, CVV, expiry and name fields, the
 * form's state, and submit() into createOrder / createVaultSetupToken and
 * onApprove.
 */
/**
 * Internal dependencies
 */
import { cardForm } from './card-form';
import type { Any } from './config';
import type { Sdk } from './sdk';

/**
 * paypal.CardFields( options ).
 *
 * @param sdk     The booted SDK.
 * @param options The shop's options (createOrder or createVaultSetupToken, onApprove, onError).
 */
export function CardFields( sdk: Sdk, options: Any = {} ) {
	const form = cardForm( sdk );
	const field =
		( kind: string, placeholder: string ) =>
		( fieldOptions: Any = {} ) => {
			const command = ( type: string, value?: string ) =>
				form.ask( kind, { type, value } ).then( () => undefined );
			return {
				render: ( container: Any ) => {
					try {
						return form.input(
							kind,
							container,
							fieldOptions.placeholder ?? placeholder
						);
					} catch ( error ) {
						return Promise.reject( error );
					}
				},
				clear: () => command( 'clear' ),
				focus: () => command( 'focus' ),
				addClass: ( c: string ) => command( 'addClass', c ),
				removeClass: ( c: string ) => command( 'removeClass', c ),
				setAttribute: ( a: string, v: string ) =>
					form
						.ask( kind, {
							type: 'setAttribute',
							name: a,
							value: v,
						} )
						.then( () => undefined ),
				close: () => {
					form.remove( kind );
					return Promise.resolve();
				},
			};
		};
	const getState = async () => {
		const fields = await form.current();
		const type = form.cardType();
		const named = {
			cardNumberField: fields.number,
			cardCvvField: fields.cvv,
			cardExpiryField: fields.expiry,
			cardNameField: fields.name,
		};
		const errors = Object.entries( named )
			.filter( ( [ , f ] ) => f && ! f.isValid )
			.map( ( [ key ] ) =>
				key.replace( /^card(\w+)Field$/, 'INVALID_$1' ).toUpperCase()
			);
		return {
			cards: type ? [ { type } ] : [],
			emittedBy: '',
			isFormValid: errors.length === 0,
			errors,
			fields: named,
		};
	};
	return {
		isEligible: () => sdk.components.includes( 'card-fields' ),
		NumberField: field( 'number', 'Kartennummer' ),
		CVVField: field( 'cvv', 'Prüfnummer' ),
		ExpiryField: field( 'expiry', 'MM/JJ' ),
		NameField: field( 'name', 'Name auf der Karte' ),
		getState,
		async submit( submitOptions: Any = {} ): Promise< void > {
			const state = await getState();
			if ( ! state.isFormValid ) {
				throw new Error( 'INVALID_PAYMENT_DETAILS' );
			}
			try {
				let target: { orderID?: string; vaultSetupToken?: string };
				if ( options.createVaultSetupToken ) {
					target = {
						vaultSetupToken: await options.createVaultSetupToken(),
					};
				} else {
					target = { orderID: await options.createOrder() };
				}
				const result = await form.attach(
					target,
					submitOptions.contingencies ?? [],
					submitOptions.cardholderName ?? ''
				);
				await options.onApprove?.( { ...target, ...result } );
			} catch ( error ) {
				options.onError?.( error );
				throw error;
			}
		},
	};
}
