<?php
/**
 * Server rendering of vitrine/my-account (see Vitrine\Account\AccountPage).
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Account\AccountPage::html( get_block_wrapper_attributes( array( 'class' => 'vitrine-account' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
