<?php
/**
 * The REST route of the shipping settings (zones, methods, classes).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shop\Countries;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrine/v1/shipping`:
 *
 * | Method | Does |
 * |---|---|
 * | GET | the settings in use, whether the owner saved them, the countries and the currency |
 * | PUT (POST) | replaces the settings; 400 with a German message per field and nothing written |
 *
 * Cookie authentication with the `wp_rest` nonce (X-WP-Nonce, as api-fetch
 * sends it) and `manage_options`, checked by core before the callback; the
 * body's shape is declared as the route's schema (core refuses anything
 * else, in German through Rest\GermanErrors); ShippingSettings::sanitize()
 * then casts and bounds every value in one place.
 */
final class ShippingController {

	public const ROUTE = '/shipping';

	/**
	 * `rest_api_init`: the route.
	 */
	public function register(): void {
		register_rest_route(
			GoLiveController::ROUTE_NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => fn() => new WP_REST_Response( self::state(), 200 ),
					'permission_callback' => array( $this, 'permission' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'save' ),
					'permission_callback' => array( $this, 'permission' ),
					'args'                => self::schema(),
				),
			)
		);
	}

	/**
	 * Nonce, then capability (RestGuard), with this screen's refusal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return RestGuard::check( $request, __( 'You may not change the shipping settings.', 'vitrine' ) );
	}

	/**
	 * PUT: the new settings, or 400 with the messages and the stored
	 * settings unchanged.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save( WP_REST_Request $request ) {
		$errors = ShippingSettings::save(
			array(
				'zones'   => $request->get_param( 'zones' ),
				'classes' => $request->get_param( 'classes' ),
			)
		);
		if ( $errors ) {
			return new WP_Error(
				'vitrine_shipping_invalid',
				__( 'The shipping settings were not saved. Please correct the marked fields.', 'vitrine' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		return new WP_REST_Response( array( 'message' => __( 'The shipping settings were saved.', 'vitrine' ) ) + self::state(), 200 );
	}

	/**
	 * What the editor needs: the settings in use, whether they are the
	 * owner's, the countries to choose from (German names) and the
	 * currency amounts are in.
	 *
	 * @return array{settings: array<string, mixed>, saved: bool, countries: array<int, array{code: string, name: string}>, currency: string}
	 */
	public static function state(): array {
		$countries = array();
		foreach ( Countries::names() as $code => $name ) {
			$countries[] = array(
				'code' => (string) $code,
				'name' => $name,
			);
		}
		return array(
			'settings'  => ShippingSettings::get(),
			'saved'     => ShippingSettings::saved(),
			'countries' => $countries,
			'currency'  => Money::currency(),
		);
	}

	/**
	 * The body's shape. Lengths and amounts are bounded by
	 * ShippingSettings::sanitize(), whose messages name the field; the
	 * schema keeps out what is no settings at all (and huge bodies).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$text   = array(
			'type'      => 'string',
			'maxLength' => 200,
		);
		$amount = array( 'type' => 'integer' );
		return array(
			'zones'   => array(
				'type'     => 'array',
				'required' => true,
				'maxItems' => ShippingSettings::MAX_ZONES + 1,
				'items'    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'id'         => $text,
						'name'       => $text,
						'everywhere' => array( 'type' => 'boolean' ),
						'countries'  => array(
							'type'     => 'array',
							'maxItems' => 300,
							'items'    => array(
								'type'    => 'string',
								'pattern' => '^[A-Za-z]{2}$',
							),
						),
						'methods'    => array(
							'type'     => 'array',
							'maxItems' => ShippingSettings::MAX_METHODS + 1,
							'items'    => array(
								'type'                 => 'object',
								'additionalProperties' => false,
								'properties'           => array(
									'id'         => $text,
									'type'       => array(
										'type' => 'string',
										'enum' => ShippingRules::TYPES,
									),
									'label'      => $text,
									'cost'       => $amount,
									'min_amount' => $amount,
								),
							),
						),
					),
				),
			),
			'classes' => array(
				'type'     => 'array',
				'default'  => array(),
				'maxItems' => ShippingSettings::MAX_CLASSES,
				'items'    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'id'        => $text,
						'name'      => $text,
						'surcharge' => $amount,
					),
				),
			),
		);
	}
}
