/**
 * The legacy HostedFields component (needs data-client-token): number, CVV
 * and expiry fields, render() with its fields, and submit() with the
 * liability shift as the legacy API reports it.
 */
/**
 * Internal dependencies
 */
import { cardForm } from './card-form';
import type { Any } from './config';
import type { Sdk } from './sdk';

/**
 * paypal.HostedFields.
 *
 * @param sdk The booted SDK.
 */
export function hostedFields( sdk: Sdk ) {
	return {
		isEligible: () =>
			sdk.components.includes( 'hosted-fields' ) &&
			!! sdk.attr( 'data-client-token' ),
		render( options: Any = {} ) {
			try {
				const form = cardForm( sdk );
				const f = options.fields ?? {};
				const rendered = Promise.all( [
					form.input(
						'number',
						f.number?.selector,
						f.number?.placeholder ?? ''
					),
					form.input(
						'cvv',
						f.cvv?.selector,
						f.cvv?.placeholder ?? ''
					),
					form.input(
						'expiry',
						f.expirationDate?.selector,
						f.expirationDate?.placeholder ?? ''
					),
				] );
				const legacyState = async () => {
					const s = await form.current();
					const type = form.cardType();
					return {
						cards: type
							? [
									{
										type,
										niceType: type,
										code: {
											name:
												type === 'american-express'
													? 'CID'
													: 'CVV',
											size:
												type === 'american-express'
													? 4
													: 3,
										},
									},
							  ]
							: [],
						fields: {
							number: s.number,
							cvv: s.cvv,
							expirationDate: s.expiry,
						},
					};
				};
				// The legacy API names the expiry field expirationDate in
				// its events' fields too.
				const legacyFields = ( fields: Any = {} ) => ( {
					number: fields.number,
					cvv: fields.cvv,
					expirationDate: fields.expiry,
				} );
				return rendered.then( () => ( {
					on: ( name: string, fn: ( event: Any ) => void ) =>
						form.on( name, ( event: Any ) =>
							fn( {
								...event,
								fields: legacyFields( event.fields ),
							} )
						),
					getState: legacyState,
					async submit( submitOptions: Any = {} ) {
						const s = await legacyState();
						if (
							! Object.values( s.fields ).every(
								( x ) => x.isValid
							)
						) {
							throw new Error( 'HOSTED_FIELDS_FIELDS_INVALID' );
						}
						const orderID = await options.createOrder();
						const result = await form.attach(
							{ orderID },
							submitOptions.contingencies ?? [],
							submitOptions.cardholderName ?? ''
						);
						return {
							orderId: orderID,
							liabilityShift: result.liabilityShift,
							liabilityShifted: result.authenticated,
							authenticationReason: result.authenticated
								? 'SUCCESSFUL'
								: undefined,
							authenticationStatus: result.authenticated
								? 'YES'
								: undefined,
						};
					},
					teardown: () => {
						Object.keys( form.frames ).forEach( form.remove );
						return Promise.resolve();
					},
				} ) );
			} catch ( error ) {
				return Promise.reject( error );
			}
		},
	};
}
