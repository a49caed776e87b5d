<?php
/**
 * No circles between our namespaces.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

/**
 * Reads every file under includes/, collects which top-level namespace
 * (Store, Provider, Shop, Payment, Account, Admin, …) names which other one
 * (`use` statements and fully qualified names), and fails on a cycle. The
 * composition root `Vitrine\Plugin` wires everything and is left out.
 */
final class NamespaceCyclesTest extends TestCase {

	/**
	 * Top-level namespace => the namespaces it names.
	 *
	 * @return array<string, array<string, string>> Namespace => other namespace => a file that names it.
	 */
	private static function edges(): array {
		$root  = dirname( __DIR__, 2 ) . '/includes';
		$edges = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = (string) $file;
			if ( ! str_ends_with( $path, '.php' ) || $root . '/Plugin.php' === $path ) {
				continue;
			}
			$relative = substr( $path, strlen( $root ) + 1 );
			$from     = str_contains( $relative, '/' ) ? strstr( $relative, '/', true ) : 'Vitrine';
			$code     = self::code_only( (string) file_get_contents( $path ) );
			preg_match_all( '/\\\\?\bVitrine\\\\([A-Z][A-Za-z0-9_]*)(\\\\[A-Za-z0-9_\\\\]+)?/', $code, $matches, PREG_SET_ORDER );
			foreach ( $matches as $match ) {
				$to = isset( $match[2] ) && '' !== $match[2] ? $match[1] : 'Vitrine';
				if ( $to !== $from && 'Plugin' !== $match[1] ) {
					$edges[ $from ][ $to ] = $relative;
				}
			}
		}
		return $edges;
	}

	/**
	 * The source without comments and strings, so only code counts.
	 *
	 * @param string $source PHP source.
	 */
	private static function code_only( string $source ): string {
		$code = '';
		foreach ( token_get_all( $source ) as $token ) {
			if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT, T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE, T_INLINE_HTML ), true ) ) {
				continue;
			}
			$code .= is_array( $token ) ? $token[1] : $token;
		}
		// The file's own namespace declaration names no dependency.
		return (string) preg_replace( '/^namespace\s+[^;]+;/m', '', $code );
	}

	/**
	 * A cycle in the graph, as a path, or null.
	 *
	 * @param array<string, array<string, string>> $edges Graph.
	 * @return string[]|null
	 */
	private static function cycle( array $edges ): ?array {
		$state = array();
		$stack = array();
		$visit = static function ( string $node ) use ( &$visit, &$state, &$stack, $edges ): ?array {
			$state[ $node ] = 'open';
			$stack[]        = $node;
			foreach ( array_keys( $edges[ $node ] ?? array() ) as $next ) {
				if ( 'open' === ( $state[ $next ] ?? '' ) ) {
					return array_merge( array_slice( $stack, (int) array_search( $next, $stack, true ) ), array( $next ) );
				}
				if ( ! isset( $state[ $next ] ) ) {
					$found = $visit( $next );
					if ( null !== $found ) {
						return $found;
					}
				}
			}
			array_pop( $stack );
			$state[ $node ] = 'done';
			return null;
		};
		foreach ( array_keys( $edges ) as $node ) {
			if ( ! isset( $state[ $node ] ) ) {
				$found = $visit( $node );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}

	public function test_no_two_namespaces_depend_on_each_other_in_a_circle(): void {
		$edges = self::edges();
		$cycle = self::cycle( $edges );
		$where = array();
		foreach ( $cycle ?? array() as $index => $node ) {
			if ( isset( $cycle[ $index + 1 ] ) ) {
				$where[] = $node . ' → ' . $cycle[ $index + 1 ] . ' (' . $edges[ $node ][ $cycle[ $index + 1 ] ] . ')';
			}
		}
		$this->assertNull( $cycle, 'A cycle between namespaces: ' . implode( ', ', $where ) );
	}

	public function test_the_store_and_the_provider_client_depend_on_nothing_of_ours_but_shared_helpers(): void {
		$edges = self::edges();
		$this->assertSame( array(), array_diff( array_keys( $edges['Store'] ?? array() ), array( 'Shared' ) ), 'Store names: ' . wp_json_encode( $edges['Store'] ?? array() ) );
		$this->assertSame( array(), array_keys( $edges['Provider'] ?? array() ), 'Provider names: ' . wp_json_encode( $edges['Provider'] ?? array() ) );
		$this->assertSame( array(), array_keys( $edges['Shared'] ?? array() ) );
		$this->assertSame( array(), array_diff( array_keys( $edges['Payment'] ?? array() ), array( 'Store', 'Provider', 'Shared', 'Ajax' ) ), 'Payment names: ' . wp_json_encode( $edges['Payment'] ?? array() ) );
	}

	public function test_the_checker_finds_a_circle(): void {
		$this->assertSame( array( 'Store', 'Shop', 'Store' ), self::cycle( array( 'Store' => array( 'Shop' => 'a' ), 'Shop' => array( 'Store' => 'b' ) ) ) );
		$this->assertNull( self::cycle( array( 'Shop' => array( 'Store' => 'a' ), 'Payment' => array( 'Store' => 'b' ) ) ) );
	}
}
