/**
 * `paypal.Applepay()` of the emulator's SDK, with the documented shapes
 * (config, validateMerchant, confirmOrder), and the stand-in for Safari's
 * `ApplePaySession` installed on emulated pages: `new ApplePaySession(
 * version, request)` checks the request as Safari does, `begin()` opens the
 * emulator's payment sheet and asks `onvalidatemerchant`; Pay calls
 * `onpaymentauthorized` with a token the emulator can read; Cancel or
 * Escape calls `oncancel`.
 */
/**
 * Internal dependencies
 */
import {
	SHEET_PAYER,
	WALLET_CARDS,
	walletCard,
	type EmulatorCall,
	type WalletsState,
} from './wallet-sheet-data';
import { openSheet, type Sheet } from './wallet-sheet';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

/** Networks the provider documents for Apple Pay. */
export const APPLE_NETWORKS = [ 'masterCard', 'discover', 'visa', 'amex' ];

/** What the component needs from the SDK. */
export interface AppleContext {
	call: EmulatorCall;
	currency: string;
	clientId: string | null;
	state: () => Promise< WalletsState >;
}

/**
 * The component (`paypal.Applepay()`).
 *
 * @param context The SDK's calls and options.
 */
export function applepayComponent( context: AppleContext ) {
	return () => ( {
		async config() {
			const state = await context.state();
			return {
				isEligible: state.applepay.merchant,
				countryCode: state.merchantCountry,
				merchantCountry: state.merchantCountry,
				currencyCode: context.currency,
				merchantCapabilities: [ 'supports3DS' ],
				supportedNetworks: [ ...APPLE_NETWORKS ],
			};
		},
		validateMerchant( options: {
			validationUrl?: string;
			displayName?: string;
		} ) {
			return context.call( '/sdk/wallets/applepay/validate-merchant', {
				validation_url: options?.validationUrl ?? '',
				display_name: options?.displayName ?? '',
				client_id: context.clientId,
			} );
		},
		confirmOrder( options: {
			orderId?: string;
			token?: Any;
			billingContact?: Any;
			shippingContact?: Any;
		} ) {
			return context.call(
				`/sdk/orders/${ encodeURIComponent(
					options?.orderId ?? ''
				) }/confirm-wallet`,
				{
					wallet: 'apple_pay',
					token: options?.token ?? null,
					billing_contact: options?.billingContact ?? null,
				}
			);
		},
	} );
}

/**
 * Why Safari would refuse a payment request, or null.
 *
 * @param request The request.
 */
export function appleRequestProblem( request: Any ): string | null {
	if ( ! request || typeof request !== 'object' ) {
		return 'A payment request is required.';
	}
	for ( const key of [ 'countryCode', 'currencyCode' ] ) {
		if ( typeof request[ key ] !== 'string' || request[ key ] === '' ) {
			return `"${ key }" is required.`;
		}
	}
	if (
		! Array.isArray( request.supportedNetworks ) ||
		! request.supportedNetworks.length
	) {
		return '"supportedNetworks" must not be empty.';
	}
	if (
		! Array.isArray( request.merchantCapabilities ) ||
		! request.merchantCapabilities.includes( 'supports3DS' )
	) {
		return '"merchantCapabilities" must contain "supports3DS".';
	}
	const total = request.total;
	if (
		! total ||
		typeof total.label !== 'string' ||
		! /^\d+(\.\d{1,2})?$/.test( String( total.amount ) )
	) {
		return '"total" needs a label and a non-negative decimal amount.';
	}
	return null;
}

/**
 * Installs `window.ApplePaySession` (emulated pages only).
 *
 * @param win    The page's window.
 * @param base   The emulator's origin (the validation URL's host).
 * @param device Whether the stand-in device can pay (emulator config).
 */
export function installApplePaySession(
	win: Window & { ApplePaySession?: unknown },
	base: string,
	device: boolean
): void {
	class EmulatedApplePaySession {
		static STATUS_SUCCESS = 0;
		static STATUS_FAILURE = 1;

		static canMakePayments() {
			return device;
		}

		static canMakePaymentsWithActiveCard() {
			return Promise.resolve( device );
		}

		static supportsVersion( version: number ) {
			return Number.isInteger( version ) && version >= 1 && version <= 14;
		}

		onvalidatemerchant: ( ( event: Any ) => void ) | null = null;
		onpaymentauthorized: ( ( event: Any ) => void ) | null = null;
		onpaymentmethodselected: ( ( event: Any ) => void ) | null = null;
		oncancel: ( ( event: Any ) => void ) | null = null;
		private sheet: Sheet | null = null;
		private done = false;
		private readonly request: Any;

		constructor( version: number, request: Any ) {
			if ( ! EmulatedApplePaySession.supportsVersion( version ) ) {
				throw new TypeError(
					`"${ version }" is not a supported version.`
				);
			}
			const gesture = ( navigator as Any ).userActivation;
			if ( gesture && ! gesture.isActive ) {
				throw new Error(
					'Must create a new ApplePaySession from a user gesture handler.'
				);
			}
			const problem = appleRequestProblem( request );
			if ( problem ) {
				throw new TypeError( problem );
			}
			this.request = request;
		}

		begin() {
			if ( this.sheet ) {
				throw new Error(
					'Page already has an active payment session.'
				);
			}
			this.sheet = openSheet( {
				wallet: 'Apple Pay',
				merchant: String( this.request.total.label ),
				amount: String( this.request.total.amount ),
				currency: String( this.request.currencyCode ),
				cards: WALLET_CARDS.slice( 0, 2 ),
			} );
			this.sheet.enable( false );
			this.sheet.status( 'Händler wird geprüft …' );
			setTimeout(
				() =>
					this.onvalidatemerchant?.( {
						validationURL: `${ base }/sdk/wallets/applepay/validation`,
					} )
			);
			this.loop();
		}

		private async loop() {
			while ( this.sheet && ! this.done ) {
				const choice = await this.sheet.next();
				if ( this.done ) {
					return;
				}
				if ( choice === null ) {
					this.finish();
					this.oncancel?.( { sessionError: { code: 'unknown' } } );
					return;
				}
				const card = walletCard( choice );
				this.sheet.status( 'Zahlung wird verarbeitet …' );
				this.onpaymentauthorized?.( {
					payment: {
						token: {
							paymentData: {
								version: 'EMULATOR',
								data: btoa(
									JSON.stringify( { card: card.id } )
								),
							},
							paymentMethod: {
								displayName: `Visa ${ card.id.slice( -4 ) }`,
								network: 'Visa',
								type: 'credit',
							},
							transactionIdentifier: Math.random()
								.toString( 16 )
								.slice( 2 )
								.toUpperCase(),
						},
						billingContact: { ...SHEET_PAYER },
					},
				} );
			}
		}

		completeMerchantValidation( session: unknown ) {
			if ( ! session ) {
				this.abort();
				return;
			}
			this.sheet?.status( '' );
			this.sheet?.enable( true );
		}

		completePayment( result: number | { status: number } ) {
			const status = typeof result === 'number' ? result : result?.status;
			if ( status === EmulatedApplePaySession.STATUS_SUCCESS ) {
				this.finish();
				return;
			}
			this.sheet?.error( 'Zahlung nicht abgeschlossen.' );
		}

		completePaymentMethodSelection() {
			// Totals do not change in the emulated sheet.
		}

		abort() {
			this.finish();
		}

		private finish() {
			this.done = true;
			this.sheet?.close();
			this.sheet = null;
		}
	}
	win.ApplePaySession = EmulatedApplePaySession;
}
