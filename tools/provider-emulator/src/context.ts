/**
 * The shared state object every route module gets: what the emulator
 * remembers, its base URL, the webhook signer and the route groups that
 * keep their own resources (payments, vault, subscriptions).
 */
/**
 * Internal dependencies
 */
import type { Link } from './common';
import { Payments } from './payments';
import { EmulatorState } from './state';
import { Subscriptions } from './subscriptions';
import { Vault } from './vault';
import { WebhookRegistry } from './webhook-registry';
import { WebhookSigner } from './webhooks';

export interface Context {
	state: EmulatorState;
	/** Base URL of the emulator (set once it listens). */
	base: string;
	/** A HATEOAS link on the base URL. */
	link: ( href: string, rel: string, method?: string ) => Link;
	signer: WebhookSigner;
	payments: Payments;
	subscriptions: Subscriptions;
	vault: Vault;
	/** The apps' webhooks and the deliveries attempted. */
	webhooks: WebhookRegistry;
}

/**
 * A fresh context; the route groups are forgotten with the state on reset.
 *
 * @param tokenTtl Lifetime of access tokens in seconds.
 */
export function createContext( tokenTtl: number ): Context {
	const ctx = {
		state: new EmulatorState( tokenTtl ),
		base: '',
		link: ( href: string, rel: string, method = 'GET' ) => ( {
			href: ctx.base + href,
			rel,
			method,
		} ),
		signer: new WebhookSigner(),
	} as Context;
	ctx.payments = new Payments( ctx.link );
	ctx.subscriptions = new Subscriptions( ctx.link );
	ctx.vault = new Vault( ctx.link );
	ctx.webhooks = new WebhookRegistry();
	for ( const group of [
		ctx.vault,
		ctx.payments,
		ctx.subscriptions,
		ctx.webhooks,
	] ) {
		ctx.state.resets.push( () => group.clear() );
	}
	return ctx;
}
