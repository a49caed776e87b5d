<?php
/**
 * The shop's webhook at the provider: found, created, updated, removed.
 *
 * @package Vitrine
 */

namespace Vitrine\Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Webhooks v1 (`/v1/notifications/webhooks`). ensure() makes exactly one
 * webhook of this app point at the shop's URL with the event types the
 * shop handles: the one with the stored id (its URL follows a changed site
 * address), else the one already registered for the URL, else a new one.
 * A create refused with WEBHOOK_URL_ALREADY_EXISTS (another request made
 * it meanwhile) takes the existing one.
 */
final class WebhookRegistration {

	private const PATH = '/v1/notifications/webhooks';

	/**
	 * @param Client $client Transport of the environment.
	 */
	public function __construct( private readonly Client $client ) {
	}

	/**
	 * The app's webhooks.
	 *
	 * @return array<int, array{id: string, url: string, event_types: string[]}>
	 * @throws ApiError When the provider cannot be asked.
	 */
	public function all(): array {
		$list = array();
		foreach ( (array) ( $this->client->request( 'GET', self::PATH )['webhooks'] ?? array() ) as $hook ) {
			if ( is_array( $hook ) && isset( $hook['id'], $hook['url'] ) ) {
				$list[] = array(
					'id'          => (string) $hook['id'],
					'url'         => (string) $hook['url'],
					'event_types' => array_values( array_map( static fn( $type ): string => (string) ( $type['name'] ?? '' ), (array) ( $hook['event_types'] ?? array() ) ) ),
				);
			}
		}
		return $list;
	}

	/**
	 * Makes one webhook deliver these event types to this URL.
	 *
	 * @param string   $url      The shop's webhook URL.
	 * @param string[] $types    Event types the shop handles.
	 * @param string   $known_id The webhook id stored before ('' for none).
	 * @param bool     $adopt    Whether a WEBHOOK_URL_ALREADY_EXISTS may still be answered by adopting (once).
	 * @return array{id: string, action: string} action: created, updated or unchanged.
	 * @throws ApiError When the provider refuses or cannot be asked.
	 */
	public function ensure( string $url, array $types, string $known_id = '', bool $adopt = true ): array {
		$types = array_values( array_unique( $types ) );
		sort( $types );
		$hooks = $this->all();
		$found = null;
		foreach ( $hooks as $hook ) {
			if ( '' !== $known_id && $hook['id'] === $known_id ) {
				$found = $hook;
				break;
			}
		}
		foreach ( null === $found ? $hooks : array() as $hook ) {
			if ( untrailingslashit( $hook['url'] ) === untrailingslashit( $url ) ) {
				$found = $hook;
				break;
			}
		}
		if ( null === $found ) {
			try {
				$created = $this->client->request( 'POST', self::PATH, array( 'url' => $url, 'event_types' => self::names( $types ) ) );
				return array(
					'id'     => (string) ( $created['id'] ?? '' ),
					'action' => 'created',
				);
			} catch ( ApiError $error ) {
				if ( 'WEBHOOK_URL_ALREADY_EXISTS' !== $error->name || ! $adopt ) {
					throw $error;
				}
				// Registered meanwhile: take that one (once; a URL the list never shows stays an error).
				return $this->ensure( $url, $types, '', false );
			}
		}
		$current = $found['event_types'];
		sort( $current );
		$patch = array();
		if ( $found['url'] !== $url ) {
			$patch[] = array(
				'op'    => 'replace',
				'path'  => '/url',
				'value' => $url,
			);
		}
		if ( $current !== $types ) {
			$patch[] = array(
				'op'    => 'replace',
				'path'  => '/event_types',
				'value' => self::names( $types ),
			);
		}
		if ( $patch ) {
			$this->client->request( 'PATCH', self::PATH . '/' . rawurlencode( $found['id'] ), $patch );
		}
		return array(
			'id'     => $found['id'],
			'action' => $patch ? 'updated' : 'unchanged',
		);
	}

	/**
	 * Deletes a webhook; one already gone is fine.
	 *
	 * @param string $id Webhook id.
	 * @throws ApiError When the provider cannot be asked.
	 */
	public function remove( string $id ): void {
		if ( '' === $id ) {
			return;
		}
		try {
			$this->client->request( 'DELETE', self::PATH . '/' . rawurlencode( $id ) );
		} catch ( ApiError $error ) {
			if ( 404 !== $error->status ) {
				throw $error;
			}
		}
	}

	/**
	 * Asks the provider to send a mock event to the webhook.
	 *
	 * @param string $id   Webhook id.
	 * @param string $type Event type.
	 * @return string The event's id.
	 * @throws ApiError When the provider refuses or cannot be asked.
	 */
	public function simulate( string $id, string $type ): string {
		$event = $this->client->request(
			'POST',
			'/v1/notifications/simulate-event',
			array(
				'webhook_id'       => $id,
				'event_type'       => $type,
				'resource_version' => '2.0',
			)
		);
		return (string) ( $event['id'] ?? '' );
	}

	/**
	 * `[{name}]` of the event types.
	 *
	 * @param string[] $types Names.
	 * @return array<int, array{name: string}>
	 */
	private static function names( array $types ): array {
		return array_map( static fn( string $name ): array => array( 'name' => $name ), $types );
	}
}
