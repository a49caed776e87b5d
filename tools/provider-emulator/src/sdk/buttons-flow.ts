/**
 * What a click on a button does: onClick, then the order, subscription or
 * vault setup token from the shop, the pop-up (or an app switch, see
 * app-switch.ts) and onApprove / onCancel / onError with the provider's
 * data and actions; and resume() on the way back from an app switch.
 */
/**
 * Internal dependencies
 */
import { readReturn, switchApplies, switchUrl } from './app-switch';
import type { Any, Handler } from './config';
import type { Sdk } from './sdk';
import {
	addressChangeData,
	optionsChangeData,
	rejectionText,
} from './shipping';

/** The flows of one Buttons instance. */
export interface ButtonFlow {
	/** A click on a button, or actions.restart() (restarted: no onClick). */
	pay: ( source: string, restarted?: boolean ) => Promise< void >;
	/** buttons.resume(): the result of an app switch, from the hash. */
	resume: () => Promise< void >;
}

/**
 * The flows of one Buttons instance.
 *
 * @param sdk       The booted SDK.
 * @param options   The options the shop gave Buttons() (updateProps changes them).
 * @param isEnabled Whether onInit's actions left the buttons enabled.
 */
export function buttonFlow(
	sdk: Sdk,
	options: Any,
	isEnabled: () => boolean
): ButtonFlow {
	const { base, intent, vault, json, popup } = sdk;

	const invoke = async ( handler: Handler, data: Any, actions: Any ) =>
		handler ? handler( data, actions ) : undefined;

	/**
	 * The actions onApprove gets.
	 *
	 * @param approveData orderID or subscriptionID.
	 * @param restart     actions.restart().
	 */
	function approveActions(
		approveData: Any,
		restart: () => Promise< void >
	) {
		return {
			redirect: ( url: string ) => {
				window.location.href = url;
			},
			restart,
			order: {
				get: () => json( `/sdk/orders/${ approveData.orderID }` ),
				capture: () =>
					json( `/sdk/orders/${ approveData.orderID }/capture`, {} ),
				authorize: () =>
					json(
						`/sdk/orders/${ approveData.orderID }/authorize`,
						{}
					),
			},
			subscription: {
				get: () =>
					json(
						`/sdk/subscriptions/${ approveData.subscriptionID }`
					),
			},
		};
	}

	/**
	 * A shipping change in the pop-up, handed to the shop's callback in
	 * the provider's shapes; a reject() keeps the payer's previous choice
	 * and shows the error in the pop-up.
	 *
	 * @param orderID Provider order id.
	 * @param data    The pop-up's message (option, or address + amount).
	 */
	async function shippingChange(
		orderID: string,
		data: Any
	): Promise< { ok: boolean; message?: string } > {
		const address = data.type === 'shipping-address';
		const handler: Handler = address
			? options.onShippingAddressChange
			: options.onShippingOptionsChange;
		if ( ! handler ) {
			return { ok: true };
		}
		let rejected: { given: unknown } | null = null;
		await handler(
			address
				? addressChangeData( orderID, data.amount, data.address )
				: optionsChangeData( orderID, data.option ),
			{
				reject: ( given?: unknown ) => {
					rejected = { given };
					return Promise.resolve();
				},
			}
		);
		const refusal = rejected as { given: unknown } | null;
		return refusal
			? {
					ok: false,
					message: rejectionText(
						address ? 'address' : 'option',
						refusal.given
					),
			  }
			: { ok: true };
	}

	/**
	 * App switch: the order is created, then the tab itself goes to the
	 * approval page, which sends it back to this page with the result
	 * in the hash (see app-switch.ts).
	 *
	 * @param source Funding source.
	 */
	async function switchAway( source: string ): Promise< void > {
		const id = await options.createOrder(
			{ paymentSource: source },
			{
				order: {
					create: () =>
						Promise.reject(
							new Error( 'Not supported by the emulator' )
						),
				},
			}
		);
		if ( typeof id !== 'string' || ! id ) {
			throw new Error( 'Expected an order id to be passed' );
		}
		const session = `uid_${ Math.random().toString( 36 ).slice( 2, 12 ) }`;
		window.location.href = switchUrl(
			base,
			id,
			source,
			window.location.href,
			session,
			Date.now()
		);
	}

	/**
	 * buttons.resume(): the result of a switch, from the hash, into
	 * onApprove (the order must be approved at the provider), onCancel
	 * or onError. actions.restart() does not combine with app switch.
	 */
	async function resume(): Promise< void > {
		const back = readReturn( window.location.hash );
		if ( ! back ) {
			return;
		}
		const approveData = { orderID: back.token };
		try {
			if ( back.kind === 'onCancel' ) {
				await invoke( options.onCancel, approveData, {} );
				return;
			}
			if ( back.kind === 'onError' ) {
				throw new Error( 'The payer could not approve the order' );
			}
			const order = await json( `/sdk/orders/${ back.token }` );
			if ( ! [ 'APPROVED', 'COMPLETED' ].includes( order.status ) ) {
				throw new Error(
					`Order ${ back.token } is ${ order.status }, not approved`
				);
			}
			await invoke(
				options.onApprove,
				{
					...approveData,
					payerID: back.payerID,
					paymentID: null,
					billingToken: null,
					facilitatorAccessToken: 'A21AA-emulator',
					paymentSource: 'paypal',
				},
				approveActions( approveData, () =>
					Promise.reject(
						new Error(
							'actions.restart() is not supported with app switch'
						)
					)
				)
			);
		} catch ( error ) {
			if ( options.onError ) {
				options.onError( error );
			} else {
				throw error;
			}
		}
	}

	/**
	 * A click on a button, or actions.restart() after a failed approval.
	 *
	 * @param source    Funding source.
	 * @param restarted From actions.restart(): no click, so no onClick.
	 */
	async function pay( source: string, restarted = false ): Promise< void > {
		const call = async ( handler: Handler, data: Any, actions: Any ) =>
			handler ? handler( data, actions ) : undefined;
		let win: Window | null = null;
		try {
			let proceed = true;
			await call(
				restarted ? undefined : options.onClick,
				{ fundingSource: source },
				{
					resolve: () => Promise.resolve(),
					reject: () => {
						proceed = false;
						return Promise.resolve();
					},
				}
			).then( ( r: unknown ) => {
				if ( r === false ) {
					proceed = false;
				}
			} );
			if ( ! proceed || ! isEnabled() ) {
				return;
			}
			if ( switchApplies( options, source ) ) {
				await switchAway( source );
				return;
			}
			// Opened right away, as the provider's SDK does, so that no
			// pop-up blocker stops it; its address follows.
			win = window.open(
				'about:blank',
				'vitrine-emulator-popup',
				'width=480,height=640'
			);
			let path: string;
			let approveData: Any;
			if ( options.createVaultSetupToken ) {
				const token = await options.createVaultSetupToken( {
					paymentSource: source,
				} );
				path = `/agreements/approve?approval_session_id=${ encodeURIComponent(
					token
				) }`;
				approveData = { vaultSetupToken: token };
			} else if ( options.createSubscription ) {
				if ( intent !== 'subscription' || ! vault ) {
					// As the provider's SDK: subscriptions need both.
					throw new Error(
						'Use intent=subscription and vault=true with createSubscription'
					);
				}
				const id = await options.createSubscription(
					{ paymentSource: source },
					{
						subscription: {
							create: ( body: Any ) =>
								json( '/sdk/subscriptions', body ).then(
									( created ) => created.id
								),
						},
					}
				);
				if ( typeof id !== 'string' || ! id ) {
					throw new Error(
						'Expected a subscription id to be passed'
					);
				}
				path = `/checkoutnow?subscription=${ encodeURIComponent(
					id
				) }`;
				approveData = { subscriptionID: id, orderID: id };
			} else {
				const id = await options.createOrder?.(
					{ paymentSource: source },
					{
						order: {
							create: () =>
								Promise.reject(
									new Error( 'Not supported by the emulator' )
								),
						},
					}
				);
				if ( typeof id !== 'string' || ! id ) {
					throw new Error( 'Expected an order id to be passed' );
				}
				path = `/checkoutnow?token=${ encodeURIComponent(
					id
				) }&fundingSource=${ source }`;
				approveData = { orderID: id };
			}
			const result = await popup( win, path, ( data ) =>
				shippingChange( approveData.orderID, data )
			);
			if ( result.type === 'cancel' ) {
				await call( options.onCancel, approveData, {} );
				return;
			}
			await call(
				options.onApprove,
				{
					...approveData,
					payerID: result.payerID ?? null,
					paymentID: null,
					billingToken: null,
					facilitatorAccessToken: 'A21AA-emulator',
					paymentSource: source,
				},
				approveActions( approveData, () => pay( source, true ) )
			);
		} catch ( error ) {
			win?.close();
			if ( options.onError ) {
				options.onError( error );
			} else {
				throw error;
			}
		}
	}

	return { pay, resume };
}
