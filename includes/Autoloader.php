<?php
/**
 * PSR-4 autoloader of our own: Composer packages cannot be installed here.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

/**
 * Maps classes of one namespace prefix to files below one folder.
 */
final class Autoloader {

	/**
	 * Namespace prefix with trailing backslash, e.g. "Vitrine\".
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * Folder that holds the prefix's classes, without trailing slash.
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * @param string $prefix Namespace prefix, e.g. "Vitrine\".
	 * @param string $dir    Base folder of that namespace.
	 */
	public function __construct( string $prefix, string $dir ) {
		$this->prefix = rtrim( $prefix, '\\' ) . '\\';
		$this->dir    = rtrim( $dir, '/\\' );
	}

	/**
	 * Adds this loader to PHP's autoload stack.
	 */
	public function register(): void {
		spl_autoload_register( array( $this, 'load' ) );
	}

	/**
	 * The file a class of our prefix lives in, or null for any other class.
	 *
	 * @param string $class_name Fully qualified class name.
	 * @return string|null
	 */
	public function file_for( string $class_name ): ?string {
		if ( ! str_starts_with( $class_name, $this->prefix ) ) {
			return null;
		}
		$relative = substr( $class_name, strlen( $this->prefix ) );
		// Class names are identifiers; anything else must not become a path
		// (D: "$" must not accept a trailing newline).
		if ( '' === $relative || ! preg_match( '/^[A-Za-z_][A-Za-z0-9_]*(\\\\[A-Za-z_][A-Za-z0-9_]*)*$/D', $relative ) ) {
			return null;
		}
		return $this->dir . '/' . str_replace( '\\', '/', $relative ) . '.php';
	}

	/**
	 * Loads the class if it is ours and its file exists.
	 *
	 * @param string $class_name Fully qualified class name.
	 */
	public function load( string $class_name ): void {
		$file = $this->file_for( $class_name );
		if ( null !== $file && is_file( $file ) ) {
			require_once $file;
		}
	}
}
