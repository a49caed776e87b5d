<?php
/**
 * What every Vitrine settings page below Einstellungen shares.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * A page of the Settings API: the subclass names its slug and option group
 * (constants SLUG and GROUP), its titles and registers its settings. Saving
 * goes through options.php, which checks the nonce of the option group and
 * `manage_options`.
 */
abstract class SettingsPage {

	/**
	 * Hooks the page in.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The options, their sections and fields (`admin_init`).
	 */
	abstract public function register_settings(): void;

	/**
	 * The page's title.
	 */
	abstract protected function page_title(): string;

	/**
	 * The page's entry in the menu.
	 */
	abstract protected function menu_title(): string;

	/**
	 * Adds the page below Einstellungen, for users who may manage options.
	 */
	public function add_page(): void {
		add_options_page( $this->page_title(), $this->menu_title(), 'manage_options', static::SLUG, array( $this, 'render' ) );
	}

	/**
	 * Renders the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		echo $this->before_form(); // phpcs:ignore WordPress.Security.EscapeOutput -- the subclass escapes.
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( static::GROUP );
		do_settings_sections( static::SLUG );
		submit_button();
		echo '</form>';
		echo $this->after_form(); // phpcs:ignore WordPress.Security.EscapeOutput -- the subclass escapes.
		echo '</div>';
	}

	/**
	 * HTML above the settings form.
	 */
	protected function before_form(): string {
		return '';
	}

	/**
	 * HTML below the settings form (forms of their own; forms do not nest).
	 */
	protected function after_form(): string {
		return '';
	}
}
