<?php
/**
 * One webhook event of the provider, as delivered.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * The envelope the provider sends (`id`, `event_type`, `create_time`,
 * `resource`) and the ids the handlers look things up by. Read only after
 * the delivery verified; nothing in it is trusted beyond naming what to
 * read back from the provider.
 */
final class Event {

	/**
	 * @param string               $id       Event id (WH-…), the same in every delivery of the event.
	 * @param string               $type     Event type, e.g. PAYMENT.CAPTURE.COMPLETED.
	 * @param string               $created  create_time as sent.
	 * @param array<string, mixed> $resource The resource (a capture, a refund, a token, a subscription).
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $type,
		public readonly string $created,
		public readonly array $resource
	) {}

	/**
	 * The event in a raw body, or null when it is not one.
	 *
	 * @param string $body Raw request body.
	 */
	public static function from_body( string $body ): ?self {
		$event = json_decode( $body, true );
		if ( ! is_array( $event ) || ! is_string( $event['id'] ?? null ) || ! is_string( $event['event_type'] ?? null ) ) {
			return null;
		}
		$id   = $event['id'];
		$type = $event['event_type'];
		if ( ! preg_match( '/^[A-Za-z0-9_\-]{1,64}$/', $id ) || ! preg_match( '/^[A-Z0-9_.\-]{1,80}$/', $type ) ) {
			return null;
		}
		return new self(
			$id,
			$type,
			is_string( $event['create_time'] ?? null ) ? $event['create_time'] : '',
			is_array( $event['resource'] ?? null ) ? $event['resource'] : array()
		);
	}

	/**
	 * The resource's id ('' when it has none).
	 */
	public function resource_id(): string {
		$id = $this->resource['id'] ?? '';
		return is_string( $id ) && preg_match( '/^[A-Za-z0-9_\-]{1,100}$/', $id ) ? $id : '';
	}

	/**
	 * A capture's provider order (supplementary_data.related_ids.order_id).
	 */
	public function related_order_id(): string {
		$id = $this->resource['supplementary_data']['related_ids']['order_id'] ?? '';
		return is_string( $id ) && preg_match( '/^[A-Za-z0-9_\-]{1,64}$/', $id ) ? $id : '';
	}

	/**
	 * The id at the end of a resource's link of a relation whose path holds
	 * `/{kind}/` (e.g. a refund's `up` link to `/v2/payments/captures/{id}`).
	 *
	 * @param array<string, mixed> $resource A resource with `links`.
	 * @param string               $rel      Link relation.
	 * @param string               $kind     Path segment before the id (captures, orders, authorizations).
	 */
	public static function linked_id( array $resource, string $rel, string $kind ): string {
		foreach ( is_array( $resource['links'] ?? null ) ? $resource['links'] : array() as $link ) {
			if ( is_array( $link ) && $rel === ( $link['rel'] ?? null ) && is_string( $link['href'] ?? null )
				&& preg_match( '#/' . preg_quote( $kind, '#' ) . '/([A-Za-z0-9_\-]{1,64})/?$#', (string) wp_parse_url( $link['href'], PHP_URL_PATH ), $match ) ) {
				return $match[1];
			}
		}
		return '';
	}
}
