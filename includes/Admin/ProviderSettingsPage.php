<?php
/**
 * The gateway settings page (Einstellungen → Vitrine PayPal).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Provider\Connection;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\Settings;
use Vitrine\Shared\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the option with the Settings API (sanitising callback:
 * Settings::sanitize) and renders its form. Saving goes through options.php,
 * which checks the nonce of the option group and `manage_options`.
 */
final class ProviderSettingsPage extends SettingsPage {

	public const SLUG  = 'vitrine-provider';
	public const GROUP = 'vitrine_provider';

	/** The React settings screen's script (src/admin/go-live.tsx). */
	public const SCRIPT = 'vitrine-go-live';

	/**
	 * @param Assets|null $assets The built scripts (null: the buttons' small script only).
	 */
	public function __construct( private readonly ?Assets $assets = null ) {
	}

	/**
	 * The page's title.
	 */
	protected function page_title(): string {
		return __( 'Vitrine: PayPal settings', 'vitrine' );
	}

	/**
	 * The page's entry in the menu.
	 */
	protected function menu_title(): string {
		return __( 'Vitrine PayPal', 'vitrine' );
	}

	/**
	 * The option, its sections and fields.
	 */
	public function register_settings(): void {
		// New credentials are checked with the provider before they are stored.
		add_filter( 'pre_update_option_' . Settings::OPTION, array( new GoLive(), 'guard_form_save' ), 10, 2 );
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Settings::class, 'sanitize' ),
				'default'           => Settings::defaults(),
				'show_in_rest'      => false,
			)
		);
		foreach ( $this->sections() as $section => $section_title ) {
			add_settings_section( 'vitrine_provider_' . $section, $section_title, '__return_null', self::SLUG );
		}
		foreach ( $this->fields() as $key => $field ) {
			add_settings_field(
				'vitrine_provider_' . $key,
				$field['label'],
				array( $this, 'render_field' ),
				self::SLUG,
				'vitrine_provider_' . $field['section'],
				array( 'key' => $key )
				// A status is text, no control a label could point at.
				+ ( 'status' === $field['type'] ? array() : array( 'label_for' => 'vitrine-provider-' . $key ) )
				+ $field
			);
		}
	}

	/**
	 * The readiness list and the go-live buttons above the form. The
	 * buttons call the REST routes of GoLiveController through api-fetch
	 * (its nonce middleware is set up in wp-admin), then reload the page.
	 */
	protected function before_form(): string {
		$readiness = ( new GoLive() )->readiness();
		$config    = array( 'readiness' => $readiness );
		$asset     = $this->assets?->asset( 'admin/go-live' );
		$html      = '<div id="vitrine-go-live" class="card" style="max-width:none"' . ( $asset ? ' data-config="' . esc_attr( (string) wp_json_encode( $config ) ) . '"' : '' ) . '><h2>' . esc_html__( 'Ready to go live?', 'vitrine' ) . '</h2><ul class="vitrine-readiness">';
		foreach ( $readiness['items'] as $key => $item ) {
			$state = true === $item['ok'] ? 'ok' : ( false === $item['ok'] ? 'todo' : 'info' );
			$mark  = array(
				'ok'   => '✅',
				'todo' => '⚠️',
				'info' => 'ℹ️',
			)[ $state ];
			$line  = '<strong>' . esc_html( $item['label'] ) . '</strong>';
			if ( ! empty( $item['text'] ) ) {
				$line .= ': ' . esc_html( (string) $item['text'] );
			}
			if ( 'webhook' === $key && is_array( $item['last_verified'] ?? null ) ) {
				/* translators: 1: date and time, 2: event type. */
				$line .= '<br>' . esc_html( sprintf( __( 'Last verified delivery: %1$s (%2$s)', 'vitrine' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $item['last_verified']['at'] ), $item['last_verified']['type'] ) );
			}
			if ( ! empty( $item['warning'] ) ) {
				$line .= '<br><span class="vitrine-readiness__warning">' . esc_html( $item['warning'] ) . '</span>';
			}
			if ( ! empty( $item['todo'] ) ) {
				$line .= '<br>' . esc_html( $item['todo'] );
			}
			$html .= sprintf( '<li class="vitrine-readiness__item vitrine-readiness__item--%s" data-item="%s">%s %s</li>', esc_attr( $state ), esc_attr( $key ), $mark, $line );
		}
		$html   .= '</ul><p class="vitrine-go-live__actions">';
		$buttons = array(
			'connection/check' => array( 'POST', __( 'Check connection', 'vitrine' ) ),
			'webhook'          => array( 'POST', __( 'Set up webhook', 'vitrine' ) ),
			'webhook/test'     => array( 'POST', __( 'Send test webhook', 'vitrine' ) ),
			'connection'       => array( 'DELETE', __( 'Disconnect', 'vitrine' ) ),
		);
		foreach ( $buttons as $route => [ $method, $label ] ) {
			$html .= sprintf( '<button type="button" class="button" data-vitrine-route="%s" data-vitrine-method="%s">%s</button> ', esc_attr( '/vitrine/v1/provider/' . $route ), esc_attr( $method ), esc_html( $label ) );
		}
		$html .= '</p><p class="vitrine-go-live__message" role="status" aria-live="polite"></p></div>';
		if ( $asset && $this->assets ) {
			// The React screen takes the card over (first tab: Konto & Go-live).
			wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/go-live.js', VITRINE_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
			$this->assets->translate( self::SCRIPT );
			wp_enqueue_style( 'wp-components' );
		} else {
			wp_enqueue_script( 'wp-api-fetch' );
			wp_add_inline_script( 'wp-api-fetch', self::buttons_script() );
		}
		return $html;
	}

	/**
	 * The buttons' script: one REST call, its German message, a reload.
	 */
	private static function buttons_script(): string {
		return <<<'JS'
document.addEventListener( 'click', function ( event ) {
	var button = event.target.closest( '[data-vitrine-route]' );
	if ( ! button ) {
		return;
	}
	var out = document.querySelector( '.vitrine-go-live__message' );
	button.disabled = true;
	wp.apiFetch( { path: button.dataset.vitrineRoute, method: button.dataset.vitrineMethod } )
		.then( function ( answer ) {
			out.textContent = answer.message || '';
			window.setTimeout( function () { window.location.reload(); }, 1500 );
		} )
		.catch( function ( error ) {
			out.textContent = ( error && error.message ) || '';
			button.disabled = false;
		} );
} );
JS;
	}

	/**
	 * The environments the owner may choose, with their German names: the
	 * emulator only on a local or development site (Settings::sanitize()
	 * refuses it elsewhere), unless it is the one stored.
	 *
	 * @param string $stored The stored environment.
	 * @return array<string, string>
	 */
	public static function environments( string $stored ): array {
		$environments = array(
			Credentials::EMULATOR => __( 'Local emulator (tests and demo)', 'vitrine' ),
			Credentials::SANDBOX  => __( 'Sandbox', 'vitrine' ),
			Credentials::LIVE     => __( 'Live', 'vitrine' ),
		);
		if ( ! Connection::emulator_allowed() && Credentials::EMULATOR !== $stored ) {
			unset( $environments[ Credentials::EMULATOR ] );
		}
		return $environments;
	}

	/**
	 * Section titles.
	 *
	 * @return array<string, string>
	 */
	private function sections(): array {
		return array(
			'account'  => __( 'Account', 'vitrine' ),
			'payments' => __( 'Payments', 'vitrine' ),
			'methods'  => __( 'Payment methods at checkout', 'vitrine' ),
			'buttons'  => __( 'Buttons', 'vitrine' ),
			'messages' => __( 'Pay Later messages', 'vitrine' ),
			'checkout' => __( 'Checkout and shipping', 'vitrine' ),
		);
	}

	/**
	 * Every field: section, label, type, choices, description.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function fields(): array {
		$environments = array( '' => __( 'Not connected', 'vitrine' ) ) + self::environments( Settings::get()['environment'] );
		return array(
			'connection'                    => array(
				'section' => 'account',
				'label'   => __( 'Connection', 'vitrine' ),
				'type'    => 'status',
			),
			'environment'                   => array(
				'section' => 'account',
				'label'   => __( 'Environment', 'vitrine' ),
				'type'    => 'select',
				'choices' => $environments,
			),
			'client_id'                     => array(
				'section' => 'account',
				'label'   => __( 'Client ID', 'vitrine' ),
				'type'    => 'text',
			),
			'client_secret'                 => array(
				'section'     => 'account',
				'label'       => __( 'Secret', 'vitrine' ),
				'type'        => 'password',
				'description' => __( 'Stored, never shown again. Leave empty to keep the stored secret.', 'vitrine' ),
			),
			'merchant_id'                   => array(
				'section'     => 'account',
				'label'       => __( 'Merchant ID', 'vitrine' ),
				'type'        => 'text',
				'description' => __( 'Several IDs separated by commas.', 'vitrine' ),
			),
			'webhook_id'                    => array(
				'section'     => 'account',
				'label'       => __( 'Webhook ID', 'vitrine' ),
				'type'        => 'text',
				'description' => __( 'Set up automatically when the connection works. Experts only: the ID of another webhook of the same app pointing at /wp-json/vitrine/v1/webhook.', 'vitrine' ),
			),
			'emulator_url'                  => array(
				'section'     => 'account',
				'label'       => __( 'Emulator URL', 'vitrine' ),
				'type'        => 'url',
				'description' => __( 'Only addresses on this computer (127.0.0.1 or localhost).', 'vitrine' ),
			),
			'intent'                        => array(
				'section' => 'payments',
				'label'   => __( 'Intent', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'capture'   => __( 'Capture immediately', 'vitrine' ),
					'authorize' => __( 'Authorize only', 'vitrine' ),
				),
			),
			'vaulting'                      => array(
				'section' => 'payments',
				'label'   => __( 'Save payment methods', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'venmo'                         => array(
				'section'     => 'payments',
				'label'       => __( 'Venmo', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Offers Venmo among the PayPal buttons. The provider shows it only to buyers in the USA paying in US dollars.', 'vitrine' ),
			),
			'card_fields'                   => array(
				'section' => 'payments',
				'label'   => __( 'Card fields', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'card_fields_legacy'            => array(
				'section'     => 'payments',
				'label'       => __( 'Legacy card fields', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Uses the older hosted card fields on the checkout even where the newer card fields are available. Saving a card without a payment needs the newer fields.', 'vitrine' ),
			),
			'contingency'                   => array(
				'section' => 'payments',
				'label'   => __( '3-D Secure', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'SCA_WHEN_REQUIRED' => __( 'When required', 'vitrine' ),
					'SCA_ALWAYS'        => __( 'Always', 'vitrine' ),
					'NO_3D_SECURE'      => __( 'Never', 'vitrine' ),
				),
			),
			'data_namespace'                => array(
				'section'     => 'payments',
				'label'       => __( 'Script namespace', 'vitrine' ),
				'type'        => 'text',
				'description' => __( 'Name of the global variable the provider\'s script defines (default: paypal). Letters, digits, _ and $ only.', 'vitrine' ),
			),
			'method_wallet'                 => array(
				'section'     => 'methods',
				'label'       => __( 'PayPal', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'The PayPal buttons, with Pay Later where PayPal offers it.', 'vitrine' ),
			),
			'method_card'                   => array(
				'section'     => 'methods',
				'label'       => __( 'Credit or debit card', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Card fields on the checkout and pay-for-order pages; the card details go straight to PayPal.', 'vitrine' ),
			),
			'method_card_button'            => array(
				'section'     => 'methods',
				'label'       => __( 'Card button', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'A button of its own for paying by credit or debit card in PayPal\'s window.', 'vitrine' ),
			),
			'method_oxxo'                   => array(
				'section'     => 'methods',
				'label'       => __( 'OXXO', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Cash voucher, paid at an OXXO shop in Mexico (Mexican pesos only).', 'vitrine' ),
			),
			'method_applepay'               => array(
				'section'     => 'methods',
				'label'       => __( 'Apple Pay', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Shown only in browsers that can pay with Apple Pay.', 'vitrine' ),
			),
			'method_googlepay'              => array(
				'section'     => 'methods',
				'label'       => __( 'Google Pay', 'vitrine' ),
				'type'        => 'checkbox',
				'description' => __( 'Shown only in browsers that can pay with Google Pay.', 'vitrine' ),
			),
			'buttons_product'               => array(
				'section' => 'buttons',
				'label'   => __( 'Buttons on product pages', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'buttons_mini_cart'             => array(
				'section' => 'buttons',
				'label'   => __( 'Buttons in the mini cart', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'button_shape'                  => array(
				'section' => 'buttons',
				'label'   => __( 'Shape', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'rect'  => __( 'Rectangle', 'vitrine' ),
					'pill'  => __( 'Pill', 'vitrine' ),
					'sharp' => __( 'Sharp corners', 'vitrine' ),
				),
			),
			'button_height'                 => array(
				'section' => 'buttons',
				'label'   => __( 'Height (px)', 'vitrine' ),
				'type'    => 'number',
				'min'     => Settings::RANGES['button_height'][0],
				'max'     => Settings::RANGES['button_height'][1],
			),
			'button_color'                  => array(
				'section' => 'buttons',
				'label'   => __( 'Colour', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'gold'   => __( 'Gold', 'vitrine' ),
					'blue'   => __( 'Blue', 'vitrine' ),
					'silver' => __( 'Silver', 'vitrine' ),
					'white'  => __( 'White', 'vitrine' ),
					'black'  => __( 'Black', 'vitrine' ),
				),
			),
			'button_label'                  => array(
				'section' => 'buttons',
				'label'   => __( 'Label', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'paypal'   => 'PayPal',
					'checkout' => __( 'PayPal Checkout', 'vitrine' ),
					'buynow'   => __( 'Buy now', 'vitrine' ),
					'pay'      => __( 'Pay with PayPal', 'vitrine' ),
				),
			),
			'messages_enabled'              => array(
				'section' => 'messages',
				'label'   => __( 'Show Pay Later messages', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'messages_placement'            => array(
				'section' => 'messages',
				'label'   => __( 'Placement', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'product'  => __( 'Product page', 'vitrine' ),
					'cart'     => __( 'Cart', 'vitrine' ),
					'payment'  => __( 'Checkout', 'vitrine' ),
					'home'     => __( 'Home page', 'vitrine' ),
					'category' => __( 'Category page', 'vitrine' ),
				),
			),
			'messages_layout'               => array(
				'section' => 'messages',
				'label'   => __( 'Layout', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'text' => __( 'Text', 'vitrine' ),
					'flex' => __( 'Banner', 'vitrine' ),
				),
			),
			'messages_logo'                 => array(
				'section' => 'messages',
				'label'   => __( 'Logo', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'primary'     => __( 'Primary', 'vitrine' ),
					'alternative' => __( 'Alternative', 'vitrine' ),
					'inline'      => __( 'Inline', 'vitrine' ),
					'none'        => __( 'None', 'vitrine' ),
				),
			),
			'messages_color'                => array(
				'section' => 'messages',
				'label'   => __( 'Text colour', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'black'      => __( 'Black', 'vitrine' ),
					'white'      => __( 'White', 'vitrine' ),
					'monochrome' => __( 'Monochrome', 'vitrine' ),
					'grayscale'  => __( 'Grayscale', 'vitrine' ),
				),
			),
			'messages_logo_position'        => array(
				'section' => 'messages',
				'label'   => __( 'Logo position', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'left'  => __( 'Left', 'vitrine' ),
					'right' => __( 'Right', 'vitrine' ),
					'top'   => __( 'Top', 'vitrine' ),
				),
			),
			'messages_text_size'            => array(
				'section' => 'messages',
				'label'   => __( 'Text size (px)', 'vitrine' ),
				'type'    => 'number',
				'min'     => Settings::RANGES['messages_text_size'][0],
				'max'     => Settings::RANGES['messages_text_size'][1],
			),
			'messages_text_align'           => array(
				'section' => 'messages',
				'label'   => __( 'Text alignment', 'vitrine' ),
				'type'    => 'select',
				'choices' => array(
					'left'   => __( 'Left', 'vitrine' ),
					'center' => __( 'Centred', 'vitrine' ),
					'right'  => __( 'Right', 'vitrine' ),
				),
			),
			'early_checkout_validation'     => array(
				'section' => 'checkout',
				'label'   => __( 'Check the checkout form on the server before the payment window opens', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'basic_checkout_validation'     => array(
				'section' => 'checkout',
				'label'   => __( 'Check required checkout fields in the browser before the payment window opens', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'shipping_in_provider'          => array(
				'section' => 'checkout',
				'label'   => __( 'Let shoppers choose shipping in the payment window', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'server_side_shipping_callback' => array(
				'section' => 'checkout',
				'label'   => __( 'Answer shipping changes from the server (the provider calls the shop)', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'appswitch'                     => array(
				'section' => 'checkout',
				'label'   => __( 'Allow switching to the provider\'s app on phones', 'vitrine' ),
				'type'    => 'checkbox',
			),
			'final_review'                  => array(
				'section' => 'checkout',
				'label'   => __( 'Let shoppers review the order in the shop before paying', 'vitrine' ),
				'type'    => 'checkbox',
			),
		);
	}

	/**
	 * Renders one field (Settings API callback).
	 *
	 * @param array<string, mixed> $args Field definition with key and label_for.
	 */
	public function render_field( array $args ): void {
		$settings = Settings::get();
		$key      = (string) $args['key'];
		$id       = (string) ( $args['label_for'] ?? 'vitrine-provider-' . $key );
		$name     = Settings::OPTION . '[' . $key . ']';
		$value    = $settings[ $key ] ?? '';
		switch ( $args['type'] ) {
			case 'status':
				$connected = Connection::is_connected( $settings );
				printf( '<p id="%s" class="vitrine-connection vitrine-connection--%s"><strong>%s</strong></p>', esc_attr( $id ), $connected ? 'on' : 'off', esc_html( Connection::label( $settings ) ) );
				break;
			case 'select':
				printf( '<select id="%s" name="%s">', esc_attr( $id ), esc_attr( $name ) );
				foreach ( (array) $args['choices'] as $choice => $text ) {
					printf( '<option value="%s"%s>%s</option>', esc_attr( (string) $choice ), selected( (string) $value, (string) $choice, false ), esc_html( $text ) );
				}
				echo '</select>';
				break;
			case 'checkbox':
				printf( '<input type="checkbox" id="%s" name="%s" value="1"%s />', esc_attr( $id ), esc_attr( $name ), checked( (bool) $value, true, false ) );
				break;
			case 'password':
				printf(
					'<input type="password" class="regular-text" id="%s" name="%s" value="" autocomplete="new-password" placeholder="%s" />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( '' === $value ? '' : __( '(stored)', 'vitrine' ) )
				);
				break;
			case 'number':
				printf( '<input type="number" class="small-text" id="%s" name="%s" value="%d" min="%d" max="%d" />', esc_attr( $id ), esc_attr( $name ), (int) $value, (int) $args['min'], (int) $args['max'] );
				break;
			default:
				printf( '<input type="%s" class="regular-text" id="%s" name="%s" value="%s" />', esc_attr( 'url' === $args['type'] ? 'url' : 'text' ), esc_attr( $id ), esc_attr( $name ), esc_attr( (string) $value ) );
		}
		if ( ! empty( $args['description'] ) ) {
			printf( '<p class="description">%s</p>', esc_html( (string) $args['description'] ) );
		}
	}
}
