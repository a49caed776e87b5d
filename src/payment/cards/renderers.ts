/**
 * The two renderers of §4.10 behind one small interface: the newer
 * `CardFields` (standard or vault-setup variant) and the legacy
 * `HostedFields`. Each renders into the containers and submits with the
 * §3.9 options; failures are thrown to the component, which picks the
 * §8.2 message.
 */
/**
 * Internal dependencies
 */
import {
	INITIAL_LEGACY_STATE,
	cardTypeClass,
	legacyFormState,
	type CardSubmitOptions,
	type LegacyFormState,
} from '../rules/cards';
import type {
	CardFieldsApproval,
	HostedFieldEventType,
	SdkHostedFieldsInstance,
	SdkNamespace,
} from '../sdk-types';
import type { CardContainers } from './markup';
import type { CardOrderApproval, CardVaultApproval } from './types';

/** What the component calls on a rendered renderer. */
export interface RenderedFields {
	/** The newer fields' validity, or the legacy §3.9 state. */
	state: () => Promise< { legacy?: LegacyFormState; isFormValid: boolean } >;
	submit: ( options: CardSubmitOptions ) => Promise< void >;
	teardown: () => void;
}

/** The callbacks a renderer submits into. */
export type Target =
	| {
			kind: 'order';
			createOrder: () => Promise< string >;
			onApprove: ( data: CardOrderApproval ) => Promise< void >;
	  }
	| {
			kind: 'vault';
			createVaultSetupToken: () => Promise< string >;
			onApprove: ( data: CardVaultApproval ) => Promise< void >;
	  };

/** Thrown when the vault flow got no setup token (§8.2). */
export class MissingSetupTokenError extends Error {
	constructor() {
		super( 'Missing vault setup token.' );
		this.name = 'MissingSetupTokenError';
	}
}

/**
 * The newer card fields: number, cvv, expirationDate and name.
 *
 * @param sdk         Namespace with CardFields.
 * @param containers  Where the fields go.
 * @param target      Order or vault setup.
 * @param onSubmitKey Enter in a field (onInputSubmitRequest).
 */
export async function renderCardFields(
	sdk: SdkNamespace,
	containers: CardContainers,
	target: Target,
	onSubmitKey: () => void
): Promise< RenderedFields > {
	if ( ! sdk.CardFields ) {
		throw new Error( 'CardFields not available.' );
	}
	const common = {
		// Failures reach the component through submit()'s rejection; the
		// SDK's own onError would report the same failure a second time.
		onError: () => undefined,
		inputEvents: { onInputSubmitRequest: onSubmitKey },
	};
	const fields =
		target.kind === 'vault'
			? sdk.CardFields( {
					...common,
					createVaultSetupToken: async () => {
						const id = await target.createVaultSetupToken();
						if ( ! id ) {
							throw new MissingSetupTokenError();
						}
						return id;
					},
					onApprove: ( data: CardFieldsApproval ) => {
						if ( ! data?.vaultSetupToken ) {
							throw new MissingSetupTokenError();
						}
						return target.onApprove( {
							vaultSetupToken: data.vaultSetupToken,
						} );
					},
			  } )
			: sdk.CardFields( {
					...common,
					createOrder: () => target.createOrder(),
					onApprove: ( data: CardFieldsApproval ) =>
						target.onApprove( {
							orderID: data.orderID,
							liabilityShift: data.liabilityShift,
						} ),
			  } );
	if ( ! fields.isEligible() ) {
		throw new Error( 'CardFields not eligible.' );
	}
	const rendered = [
		fields.NumberField( {} ).render( containers.number ),
		fields.ExpiryField( {} ).render( containers.expiry ),
		fields.CVVField( {} ).render( containers.cvv ),
	];
	if ( containers.name ) {
		rendered.unshift( fields.NameField( {} ).render( containers.name ) );
	}
	await Promise.all( rendered );
	return {
		state: async () => ( {
			isFormValid: !! ( await fields.getState() ).isFormValid,
		} ),
		submit: ( options ) =>
			fields.submit( {
				vault: options.vault,
				contingencies: options.contingencies,
				cardholderName: options.cardholderName || undefined,
			} ),
		teardown: () => {
			[
				containers.number,
				containers.expiry,
				containers.cvv,
				containers.name,
			].forEach( ( element ) => element?.replaceChildren() );
		},
	};
}

/**
 * The legacy hosted fields (order payments only): number, cvv,
 * expirationDate, the §3.9 state kept from their events and the card-type
 * class on the number's container (§4.10).
 *
 * @param sdk           Namespace with HostedFields.
 * @param containers    Where the fields go.
 * @param target        The order callbacks.
 * @param validCards    §3.11 hosted_fields.valid_cards.
 * @param labels        Placeholders (they also title the fields' frames).
 * @param labels.number Number placeholder.
 * @param labels.cvv    CVV placeholder.
 * @param labels.mmYy   Expiry placeholder.
 */
export async function renderHostedFields(
	sdk: SdkNamespace,
	containers: CardContainers,
	target: Extract< Target, { kind: 'order' } >,
	validCards: string[],
	labels: { number: string; cvv: string; mmYy: string }
): Promise< RenderedFields > {
	if ( ! sdk.HostedFields?.isEligible() ) {
		throw new Error( 'HostedFields not eligible.' );
	}
	// Our own ids (prefix + fixed suffix): no escaping needed.
	const selector = ( element: HTMLElement ) => `#${ element.id }`;
	const instance: SdkHostedFieldsInstance = await sdk.HostedFields.render( {
		createOrder: () => target.createOrder(),
		fields: {
			number: {
				selector: selector( containers.number ),
				placeholder: labels.number,
			},
			cvv: {
				selector: selector( containers.cvv ),
				placeholder: labels.cvv,
			},
			expirationDate: {
				selector: selector( containers.expiry ),
				placeholder: labels.mmYy,
			},
		},
	} );
	let form: LegacyFormState = INITIAL_LEGACY_STATE;
	let typeClass: string | null = null;
	let cards: Array< { type: string } > = [];
	const follow = ( event: {
		cards?: Array< { type: string } >;
		fields?: Record< string, { isEmpty: boolean; isValid: boolean } >;
	} ) => {
		// Only the number's events name the detected cards.
		cards = event.cards ?? cards;
		form = legacyFormState( { ...event, cards }, validCards );
		const next = cardTypeClass( cards );
		if ( next !== typeClass ) {
			if ( typeClass ) {
				containers.number.classList.remove( typeClass );
			}
			if ( next ) {
				containers.number.classList.add( next );
			}
			typeClass = next;
		}
	};
	// The events the provider types (HostedFieldsEventTypeMap) that change §3.9's state.
	const events: HostedFieldEventType[] = [
		'validityChange',
		'empty',
		'notEmpty',
		'cardTypeChange',
	];
	events.forEach( ( name ) => instance.on( name, follow ) );
	return {
		state: async () => {
			follow( await instance.getState() );
			return { legacy: form, isFormValid: form.formValid };
		},
		submit: async ( options ) => {
			const result = await instance.submit( {
				vault: options.vault,
				contingencies: options.contingencies,
				cardholderName: options.cardholderName || undefined,
			} );
			await target.onApprove( {
				orderID: result.orderId,
				liabilityShift: result.liabilityShift,
			} );
		},
		teardown: () => {
			void instance.teardown();
		},
	};
}
