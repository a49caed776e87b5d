/**
 * Webhook deliveries as the provider signs them, and its
 * verify-webhook-signature call.
 *
 * The provider signs `transmissionId|timeStamp|webhookId|crc32(body)` with
 * SHA256withRSA and names the X.509 certificate of the key in
 * PAYPAL-CERT-URL. The emulator does the same with a key pair and a
 * self-signed certificate made by Debian's `openssl` the first time a
 * delivery is signed (Node's crypto cannot issue certificates), and serves
 * the certificate at that URL, without authentication, as the provider does.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import {
	createPrivateKey,
	randomUUID,
	sign,
	verify,
	X509Certificate,
	type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * Internal dependencies
 */
import { fail, invalid, isObject, Json, newId, now, Reply } from './common';
import { issueError } from './errors';

/** The only algorithm the provider signs with. */
export const AUTH_ALGO = 'SHA256withRSA';

const CERTS = '/v1/notifications/certs/';

/** Key and certificate of this emulator process. */
interface Material {
	key: KeyObject;
	pem: string;
	cert: X509Certificate;
}

/**
 * Signs deliveries and checks signatures with one key per process.
 */
export class WebhookSigner {
	private material: Material | null = null;
	private readonly certId = `CERT-${ randomUUID() }`;

	/** Path of the certificate (PAYPAL-CERT-URL without the base). */
	get certPath(): string {
		return CERTS + this.certId;
	}

	/**
	 * The PEM certificate when `path` is its URL path, else null.
	 *
	 * @param path Request path.
	 */
	certificate( path: string ): string | null {
		return path === this.certPath ? this.keys().pem : null;
	}

	/**
	 * The signed message of the provider's documentation.
	 *
	 * @param id        Transmission id.
	 * @param time      Transmission time.
	 * @param webhookId Webhook id.
	 * @param body      Raw body as delivered.
	 */
	static message(
		id: string,
		time: string,
		webhookId: string,
		body: string
	): string {
		return `${ id }|${ time }|${ webhookId }|${ crc32(
			Buffer.from( body, 'utf8' )
		) }`;
	}

	/**
	 * Base64 SHA256withRSA signature of a delivery.
	 *
	 * @param id        Transmission id.
	 * @param time      Transmission time.
	 * @param webhookId Webhook id.
	 * @param body      Raw body.
	 */
	sign( id: string, time: string, webhookId: string, body: string ): string {
		return sign(
			'sha256',
			Buffer.from( WebhookSigner.message( id, time, webhookId, body ) ),
			this.keys().key
		).toString( 'base64' );
	}

	/**
	 * Whether the signature is this emulator's over that delivery.
	 *
	 * @param id        Transmission id.
	 * @param time      Transmission time.
	 * @param webhookId Webhook id.
	 * @param body      Raw body.
	 * @param signature Base64 signature.
	 */
	verify(
		id: string,
		time: string,
		webhookId: string,
		body: string,
		signature: string
	): boolean {
		return verify(
			'sha256',
			Buffer.from( WebhookSigner.message( id, time, webhookId, body ) ),
			this.keys().cert.publicKey,
			Buffer.from( signature, 'base64' )
		);
	}

	private keys(): Material {
		if ( ! this.material ) {
			const dir = fs.mkdtempSync(
				nodePath.join( os.tmpdir(), 'vitrine-webhook-' )
			);
			try {
				execFileSync(
					'openssl',
					[
						'req',
						'-x509',
						'-newkey',
						'rsa:2048',
						'-nodes',
						'-keyout',
						nodePath.join( dir, 'key.pem' ),
						'-out',
						nodePath.join( dir, 'cert.pem' ),
						'-days',
						'30',
						'-subj',
						'/O=Vitrine provider emulator/CN=messageverificationcerts.emulator',
					],
					{ stdio: 'ignore' }
				);
				const pem = fs.readFileSync(
					nodePath.join( dir, 'cert.pem' ),
					'utf8'
				);
				this.material = {
					key: createPrivateKey(
						fs.readFileSync( nodePath.join( dir, 'key.pem' ) )
					),
					pem,
					cert: new X509Certificate( pem ),
				};
			} finally {
				fs.rmSync( dir, { recursive: true, force: true } );
			}
		}
		return this.material;
	}
}

/**
 * A capture event for an order's first capture.
 *
 * @param type    PAYMENT.CAPTURE.COMPLETED or PAYMENT.CAPTURE.DENIED.
 * @param orderId Order id ('' when unknown).
 * @param capture The order's capture, if any.
 */
function captureEvent( type: string, orderId: string, capture: Json ): Json {
	const denied = type === 'PAYMENT.CAPTURE.DENIED';
	return {
		id: 'WH-' + newId( 17 ),
		event_version: '1.0',
		create_time: now(),
		resource_type: 'capture',
		resource_version: '2.0',
		event_type: type,
		summary: denied ? 'Payment capture denied' : 'Payment completed',
		resource: {
			...capture,
			id: capture.id ?? newId(),
			status: denied ? 'DECLINED' : 'COMPLETED',
			supplementary_data: { related_ids: { order_id: orderId } },
		},
	};
}

/** What each event family's resource is, as the provider names it. */
const RESOURCE_TYPES: Array< [ RegExp, string ] > = [
	[ /^PAYMENT\.CAPTURE\.(REFUNDED|REVERSED)$/, 'refund' ],
	[ /^PAYMENT\.CAPTURE\./, 'capture' ],
	[ /^VAULT\.PAYMENT-TOKEN\./, 'payment_token' ],
	[ /^BILLING\.SUBSCRIPTION\./, 'subscription' ],
];

/**
 * An event around a given resource, in the provider's envelope (id,
 * event_version, create_time, resource_type, event_type, summary,
 * resource).
 *
 * @param type     Event type, e.g. BILLING.SUBSCRIPTION.CANCELLED.
 * @param resource The resource as the API shows it.
 */
export function eventOf( type: string, resource: Json ): Json {
	return {
		id: 'WH-' + newId( 17 ),
		event_version: '1.0',
		create_time: now(),
		resource_type:
			RESOURCE_TYPES.find( ( [ pattern ] ) =>
				pattern.test( type )
			)?.[ 1 ] ?? 'event',
		resource_version: '2.0',
		event_type: type,
		summary: type.toLowerCase().replace( /[._-]+/g, ' ' ),
		resource,
	};
}

/** A signed delivery: the PAYPAL-* headers and the raw body. */
export interface Delivery {
	headers: Record< string, string >;
	body: string;
}

/**
 * Signs an event for a webhook id, as the provider POSTs it.
 *
 * @param signer    Signer.
 * @param base      Emulator base URL.
 * @param webhookId Webhook id.
 * @param raw       Raw body (the event as JSON).
 */
export function signDelivery(
	signer: WebhookSigner,
	base: string,
	webhookId: string,
	raw: string
): Delivery {
	const id = randomUUID();
	const time = now();
	return {
		headers: {
			'PAYPAL-AUTH-ALGO': AUTH_ALGO,
			'PAYPAL-CERT-URL': base + signer.certPath,
			'PAYPAL-TRANSMISSION-ID': id,
			'PAYPAL-TRANSMISSION-TIME': time,
			'PAYPAL-TRANSMISSION-SIG': signer.sign( id, time, webhookId, raw ),
		},
		body: raw,
	};
}

/**
 * Control: a signed delivery, as the provider would POST it to the shop:
 * `{headers, body}` with the raw body. `event_type` with `order_id` builds a
 * capture event from that order; `event_type` with `resource` wraps that
 * resource (a refund, a payment token, a subscription) in the provider's
 * envelope; `event` passes a whole event.
 *
 * @param signer  Signer.
 * @param base    Emulator base URL.
 * @param body    {webhook_id, event_type, order_id | resource} or {webhook_id, event}.
 * @param capture Looks up an order's first capture.
 */
export function webhookDelivery(
	signer: WebhookSigner,
	base: string,
	body: Json,
	capture: ( orderId: string ) => { orderId: string; capture: Json }
): Reply {
	let event: Json | undefined = isObject( body.event )
		? body.event
		: undefined;
	if ( ! event && typeof body.event_type === 'string' ) {
		if ( isObject( body.resource ) ) {
			event = eventOf( body.event_type, body.resource );
		} else {
			const found = capture( String( body.order_id ?? '' ) );
			event = captureEvent(
				body.event_type,
				found.orderId,
				found.capture
			);
		}
	}
	if ( ! event || typeof body.webhook_id !== 'string' ) {
		return { status: 400, body: { error: 'event and webhook_id needed' } };
	}
	return {
		status: 200,
		body: signDelivery(
			signer,
			base,
			body.webhook_id,
			JSON.stringify( event )
		),
	};
}

/**
 * Control `POST /__emulator/webhooks`: the signed delivery of
 * webhookDelivery(); with `webhook_url` (loopback only) it is also POSTed
 * there `deliveries` times (1–5, the provider delivers again when unsure)
 * and the shop's answers come back as `deliveries`. With `delivery` (a
 * delivery answered before) that same delivery is sent again unchanged: a
 * replay, as the provider's resend does.
 *
 * @param signer  Signer.
 * @param base    Emulator base URL.
 * @param body    As webhookDelivery(), plus webhook_url, deliveries, delivery.
 * @param capture Looks up an order's first capture.
 * @param deliver POSTs a delivery to a loopback URL (oxxo.ts deliverWebhook).
 */
export async function webhookControl(
	signer: WebhookSigner,
	base: string,
	body: Json,
	capture: ( orderId: string ) => { orderId: string; capture: Json },
	deliver: (
		delivery: Delivery,
		url: string,
		times: number
	) => Promise< Array< { status: number; body: string } > | Reply >
): Promise< Reply > {
	const replay =
		isObject( body.delivery ) &&
		isObject( body.delivery.headers ) &&
		typeof body.delivery.body === 'string'
			? ( body.delivery as Delivery )
			: null;
	if ( replay && typeof body.webhook_url !== 'string' ) {
		return { status: 400, body: { error: 'a replay needs webhook_url' } };
	}
	const signed = replay
		? { status: 200, body: replay }
		: webhookDelivery( signer, base, body, capture );
	if ( signed.status !== 200 || typeof body.webhook_url !== 'string' ) {
		return signed;
	}
	const delivery = signed.body as Delivery;
	const sent = await deliver(
		delivery,
		body.webhook_url,
		Number( body.deliveries ?? 1 )
	);
	if ( ! Array.isArray( sent ) ) {
		return sent;
	}
	return { status: 200, body: { ...delivery, deliveries: sent } };
}

const FIELDS: Array< [ string, RegExp | null ] > = [
	[ 'auth_algo', /^[a-zA-Z0-9]+$/ ],
	[ 'cert_url', /^https?:\/\/\S+$/ ],
	[ 'transmission_id', /^(?!\d+$)\w+\S+/ ],
	[ 'transmission_sig', null ],
	[
		'transmission_time',
		/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/,
	],
	[ 'webhook_id', /^[a-zA-Z0-9]+$/ ],
];

/**
 * POST /v1/notifications/verify-webhook-signature: checks the request's
 * schema, then the signature over the event as the provider re-serialises
 * it (so an altered event, another webhook id or another certificate
 * fails).
 *
 * @param signer Signer.
 * @param base   Emulator base URL.
 * @param body   Request body.
 */
export function verifyWebhook(
	signer: WebhookSigner,
	base: string,
	body: Json
): Reply {
	for ( const [ field, pattern ] of FIELDS ) {
		const value = body[ field ];
		if ( value === undefined || value === '' ) {
			return invalid( 'MISSING_REQUIRED_PARAMETER', `/${ field }` );
		}
		if (
			typeof value !== 'string' ||
			( pattern && ! pattern.test( value ) )
		) {
			return invalid(
				'INVALID_PARAMETER_SYNTAX',
				`/${ field }`,
				String( value )
			);
		}
	}
	if ( ! isObject( body.webhook_event ) ) {
		return body.webhook_event === undefined
			? invalid( 'MISSING_REQUIRED_PARAMETER', '/webhook_event' )
			: fail(
					issueError( 'INVALID_PARAMETER_VALUE', {
						field: '/webhook_event',
						location: 'body',
					} )
			  );
	}
	let ok = false;
	try {
		ok =
			body.auth_algo === AUTH_ALGO &&
			body.cert_url === base + signer.certPath &&
			signer.verify(
				body.transmission_id,
				body.transmission_time,
				body.webhook_id,
				JSON.stringify( body.webhook_event ),
				body.transmission_sig
			);
	} catch {
		// A signature that is not even base64 RSA: simply not ours.
	}
	return {
		status: 200,
		body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' },
	};
}
