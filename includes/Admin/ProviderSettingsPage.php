<?php
/**
 * The provider settings screen (Einstellungen → Vitrine PayPal).
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
 * One guided screen in React (src/admin/provider-settings.tsx, handle
 * vitrine-provider-settings): the readiness list on top, then the tabs
 * Konto & Go-live, Zahlungsarten, Buttons, Später-bezahlen and Kasse. It
 * reads and saves through the REST settings endpoint
 * (ProviderSettingsController) and the go-live routes (GoLiveController);
 * the page only prints the screen's element with its first data, so
 * nothing is fetched that the server already knew.
 *
 * The option stays registered with the Settings API (sanitising callback
 * Settings::sanitize, new credentials checked by GoLive::guard_form_save):
 * options.php keeps taking a POST of the former PHP form (option group
 * `vitrine_provider`) as a compatibility path for callers that still send
 * it. No screen renders that form any more.
 */
final class ProviderSettingsPage extends SettingsPage {

	public const SLUG  = 'vitrine-provider';
	public const GROUP = 'vitrine_provider';

	/** The settings screen's script. */
	public const SCRIPT = 'vitrine-provider-settings';

	/** The screen's element; its id is what the go-live steps' tests look for. */
	public const ROOT_ID = 'vitrine-go-live';

	/** Layout the components do not bring: room to breathe, and no overflow at 390 px. */
	private const CSS = '.vitrine-provider-settings{max-width:60rem}'
		. '.vitrine-provider-settings .vitrine-readiness-card{background:#fff;border:1px solid #c3c4c7;padding:.5em 1.25em 1em;margin:1em 0}'
		. '.vitrine-provider-settings .vitrine-readiness{margin:0}'
		. '.vitrine-provider-settings .vitrine-readiness__warning{color:#b32d2e}'
		. '.vitrine-provider-settings .components-tab-panel__tabs{flex-wrap:wrap;border-bottom:1px solid #c3c4c7}'
		. '.vitrine-provider-settings .components-tab-panel__tab-content{background:#fff;border:1px solid #c3c4c7;border-top:0;padding:1em 1.25em}'
		. '.vitrine-provider-settings fieldset{margin:0 0 1.5em;min-width:0}'
		. '.vitrine-provider-settings legend{font-size:1.1em;font-weight:600;margin-bottom:.75em}'
		. '.vitrine-provider-settings .vitrine-field{margin-bottom:1.25em;max-width:32rem}'
		. '.vitrine-provider-settings .vitrine-field input[type=text],.vitrine-provider-settings .vitrine-field input[type=password],.vitrine-provider-settings .vitrine-field input[type=url]{max-width:100%}'
		. '.vitrine-provider-settings .vitrine-field--invalid input,.vitrine-provider-settings .vitrine-field--invalid select{border-color:#b32d2e}'
		. '.vitrine-provider-settings .vitrine-field--invalid .components-base-control__help{color:#b32d2e}'
		. '.vitrine-provider-settings .vitrine-actions{display:flex;flex-wrap:wrap;gap:.5em;margin-top:1em}'
		. '.vitrine-provider-settings .components-notice{margin:1em 0}'
		. '.vitrine-provider-settings *{overflow-wrap:anywhere}';

	/**
	 * @param Assets|null $assets The built scripts (null before a build: the screen says so).
	 */
	public function __construct( private readonly ?Assets $assets = null ) {
	}

	/**
	 * Hooks the page and its script in.
	 */
	public function register(): void {
		parent::register();
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
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
	 * The option with its sanitising callback (options.php's compatibility
	 * path; the screen saves through the REST endpoint).
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
	}

	/**
	 * The screen's script and styles, on this page only.
	 *
	 * @param string $hook Admin page.
	 */
	public function enqueue( string $hook ): void {
		$asset = $this->assets?->asset( 'admin/provider-settings' );
		if ( 'settings_page_' . self::SLUG !== $hook || null === $asset || null === $this->assets ) {
			return;
		}
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/provider-settings.js', VITRINE_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		$this->assets->translate( self::SCRIPT );
		wp_enqueue_style( 'wp-components' );
		wp_register_style( self::SCRIPT, false, array( 'wp-components' ), VITRINE_VERSION );
		wp_enqueue_style( self::SCRIPT );
		wp_add_inline_style( self::SCRIPT, self::CSS );
	}

	/**
	 * What the screen starts from: the REST endpoint's answer and the
	 * settings' schema (choices and bounds of the controls). Never the secret.
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		return ProviderSettingsController::state( new GoLive() ) + array( 'schema' => Settings::schema() );
	}

	/**
	 * Renders the screen's element; React takes it over.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$ready = null !== $this->assets?->asset( 'admin/provider-settings' );
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s" class="vitrine-provider-settings" data-config="%s"><p>%s</p></div></div>',
			esc_html( get_admin_page_title() ),
			esc_attr( self::ROOT_ID ),
			esc_attr( (string) wp_json_encode( self::config() ) ),
			esc_html( $ready ? __( 'Loading the settings…', 'vitrine' ) : __( 'The settings screen has not been built yet: run npm run build.', 'vitrine' ) )
		);
	}

	/**
	 * The environments the owner may choose, with their German names: the
	 * emulator only on a local or development site (Settings::sanitize()
	 * refuses it elsewhere), unless it is the one stored. The first-run
	 * setup's PayPal step offers these.
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
}
