<?php
/**
 * The first-run setup's screen (Einstellungen → Vitrine einrichten).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shared\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The page prints the setup's state into `#vitrine-setup` (data-config,
 * SetupState::screen()); the React screen (src/admin/setup.tsx, handle
 * vitrine-setup) takes it over and saves each step through SetupController.
 * Without the script the page says where the same settings are.
 */
final class SetupPage {

	public const SLUG = 'vitrine-setup';

	public const SCRIPT = 'vitrine-setup';

	/** The screen's few styles (one more request would be all a file adds). */
	private const CSS = '.vitrine-setup{max-width:60rem;margin-top:1em}'
		. '.vitrine-setup__layout{display:grid;gap:1.5em;grid-template-columns:minmax(0,1fr)}'
		. '@media (min-width:782px){.vitrine-setup__layout{grid-template-columns:14rem minmax(0,1fr)}}'
		. '.vitrine-setup__steps ol{margin:0;padding:0;list-style:none}'
		. '.vitrine-setup__steps li{margin:0 0 .25em}'
		. '.vitrine-setup__steps .components-button{width:100%;height:auto;min-height:40px;text-align:left;white-space:normal}'
		. '.vitrine-setup__steps [aria-current=step]{font-weight:600;box-shadow:inset 3px 0 0 var(--wp-admin-theme-color,#2271b1)}'
		. '.vitrine-setup__state{display:block;font-weight:400;font-size:12px;color:#50575e}'
		. '.vitrine-setup__grid{display:grid;gap:0 1em;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}'
		. '.vitrine-setup__field{margin-bottom:1em}'
		. '.vitrine-setup__error{color:#b32d2e;margin:.25em 0 0}'
		. '.vitrine-setup__field [aria-invalid=true]{border-color:#b32d2e}'
		. '.vitrine-setup__actions{display:flex;flex-wrap:wrap;gap:.5em;align-items:center;margin-top:1em}'
		. '.vitrine-setup__panel h2:focus{outline:none}'
		. '.vitrine-setup__panel h2:focus-visible{outline:2px solid var(--wp-admin-theme-color,#2271b1);outline-offset:2px}'
		. '.vitrine-setup table{border-collapse:collapse}'
		. '.vitrine-setup td,.vitrine-setup th{padding:.25em 1em .25em 0;text-align:left}';

	/**
	 * @param Assets $assets The built scripts.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Hooks the page in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The page's URL.
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	/**
	 * Adds the page below Einstellungen, for users who may manage options.
	 */
	public function add_page(): void {
		add_options_page( self::title(), __( 'Vitrine setup', 'vitrine' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * The page's title.
	 */
	private static function title(): string {
		return __( 'Set up the shop', 'vitrine' );
	}

	/**
	 * The screen's script and styles, on this page only.
	 *
	 * @param string $hook The admin page's hook suffix.
	 */
	public function enqueue( string $hook ): void {
		if ( 'settings_page_' . self::SLUG !== $hook ) {
			return;
		}
		$asset = $this->assets->asset( 'admin/setup' );
		if ( $asset ) {
			wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/setup.js', VITRINE_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
			$this->assets->translate( self::SCRIPT );
		}
		wp_enqueue_style( 'wp-components' );
		wp_add_inline_style( 'wp-components', self::CSS );
	}

	/**
	 * Renders the page: the state for the script, and where the settings
	 * are for a browser without it.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="vitrine-setup" class="vitrine-setup" data-config="%2$s"><p>%3$s <a href="%4$s">%5$s</a>, <a href="%6$s">%7$s</a></p></div></div>',
			esc_html( self::title() ),
			esc_attr( (string) wp_json_encode( SetupState::screen() ) ),
			esc_html__( 'The setup needs JavaScript. The same settings are on these pages:', 'vitrine' ),
			esc_url( admin_url( 'options-general.php?page=' . ShopSettingsPage::SLUG ) ),
			esc_html__( 'Vitrine Shop', 'vitrine' ),
			esc_url( admin_url( 'options-general.php?page=' . ProviderSettingsPage::SLUG ) ),
			esc_html__( 'Vitrine PayPal', 'vitrine' )
		);
	}
}
