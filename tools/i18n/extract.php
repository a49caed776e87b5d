<?php
/**
 * Prints the translatable strings of PHP files as JSON, for tools/i18n/build.mjs.
 *
 * Usage: php tools/i18n/extract.php <root> <file relative to root> …
 *
 * Output: {"entries": [{file, line, msgid, msgid_plural?, msgctxt?, comment?}],
 * "warnings": ["file:line: …"]}. Only calls whose text domain argument is the
 * literal 'vitrine' count. PHP's own tokenizer reads the code, so strings,
 * comments and heredocs never confuse it; a file that does not parse is an
 * error (exit code 1).
 *
 * @package Vitrine
 */

declare(strict_types=1);

const VITRINE_I18N_DOMAIN = 'vitrine';

/**
 * The gettext functions of WordPress and what each argument is, by position.
 */
const VITRINE_I18N_FUNCTIONS = array(
	'__'          => array( 'text', 'domain' ),
	'_e'          => array( 'text', 'domain' ),
	'esc_html__'  => array( 'text', 'domain' ),
	'esc_html_e'  => array( 'text', 'domain' ),
	'esc_attr__'  => array( 'text', 'domain' ),
	'esc_attr_e'  => array( 'text', 'domain' ),
	'_x'          => array( 'text', 'context', 'domain' ),
	'_ex'         => array( 'text', 'context', 'domain' ),
	'esc_html_x'  => array( 'text', 'context', 'domain' ),
	'esc_attr_x'  => array( 'text', 'context', 'domain' ),
	'_n'          => array( 'single', 'plural', 'number', 'domain' ),
	'_nx'         => array( 'single', 'plural', 'number', 'context', 'domain' ),
	'_n_noop'     => array( 'single', 'plural', 'domain' ),
	'_nx_noop'    => array( 'single', 'plural', 'context', 'domain' ),
);

/**
 * The value of an argument made only of string literals (joined with "."),
 * or null for anything else (variables, constants, calls, heredocs, …).
 *
 * @param PhpToken[] $tokens Significant tokens of one argument.
 * @return string|null
 */
function vitrine_i18n_literal( array $tokens ): ?string {
	if ( 0 === count( $tokens ) || 0 === count( $tokens ) % 2 ) {
		return null;
	}
	$value = '';
	foreach ( $tokens as $i => $token ) {
		if ( 1 === $i % 2 ) {
			if ( '.' !== $token->text ) {
				return null;
			}
			continue;
		}
		if ( T_CONSTANT_ENCAPSED_STRING !== $token->id ) {
			return null;
		}
		$value .= vitrine_i18n_unquote( $token->text );
	}
	return $value;
}

/**
 * The value of a T_CONSTANT_ENCAPSED_STRING token (no interpolation by
 * definition of that token).
 *
 * @param string $literal Quoted literal as written, optionally b-prefixed.
 * @return string
 */
function vitrine_i18n_unquote( string $literal ): string {
	$literal = ltrim( $literal, 'bB' );
	$quote   = $literal[0];
	$body    = substr( $literal, 1, -1 );
	if ( "'" === $quote ) {
		return (string) preg_replace( '/\\\\([\\\\\'])/', '$1', $body );
	}
	return (string) preg_replace_callback(
		'/\\\\(?:([nrtvef\\\\$"])|([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]+)\})/',
		static function ( array $m ): string {
			if ( isset( $m[1] ) && '' !== $m[1] ) {
				$simple = array(
					'n'  => "\n",
					'r'  => "\r",
					't'  => "\t",
					'v'  => "\v",
					'e'  => "\e",
					'f'  => "\f",
					'\\' => '\\',
					'$'  => '$',
					'"'  => '"',
				);
				return $simple[ $m[1] ];
			}
			if ( isset( $m[2] ) && '' !== $m[2] ) {
				return chr( octdec( $m[2] ) & 0xFF );
			}
			if ( isset( $m[3] ) && '' !== $m[3] ) {
				return chr( hexdec( $m[3] ) );
			}
			return mb_chr( (int) hexdec( $m[4] ), 'UTF-8' );
		},
		$body
	);
}

/**
 * A translator comment as it goes into the catalogue: comment markers and
 * leading asterisks removed, lines joined with spaces.
 *
 * @param string $comment Comment token text.
 * @return string|null The text, or null when it is not a translators: comment.
 */
function vitrine_i18n_translator_comment( string $comment ): ?string {
	$text  = preg_replace( '#^(/\*+|//|\#)|\*+/$#', '', trim( $comment ) );
	$lines = array();
	foreach ( explode( "\n", (string) $text ) as $line ) {
		$line = trim( (string) preg_replace( '/^\s*\*+/', '', $line ) );
		if ( '' !== $line ) {
			$lines[] = $line;
		}
	}
	$text = implode( ' ', $lines );
	return 1 === preg_match( '/^translators:/i', $text ) ? $text : null;
}

/**
 * Extracts the strings of one file.
 *
 * @param string   $file     Path relative to the root, for references.
 * @param string   $code     File contents.
 * @param array    $entries  Found strings, appended to.
 * @param string[] $warnings Problems worth a look, appended to.
 */
function vitrine_i18n_extract( string $file, string $code, array &$entries, array &$warnings ): void {
	$all         = PhpToken::tokenize( $code, TOKEN_PARSE );
	$significant = array();
	$comments    = array();
	foreach ( $all as $token ) {
		if ( $token->is( array( T_COMMENT, T_DOC_COMMENT ) ) ) {
			$text = vitrine_i18n_translator_comment( $token->text );
			if ( null !== $text ) {
				$comments[] = array(
					'pos'  => $token->pos,
					'end'  => $token->line + substr_count( rtrim( $token->text, "\n" ), "\n" ),
					'text' => $text,
				);
			}
			continue;
		}
		if ( ! $token->isIgnorable() ) {
			$significant[] = $token;
		}
	}

	$count = count( $significant );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $significant[ $i ];
		if ( ! $token->is( array( T_STRING, T_NAME_FULLY_QUALIFIED ) ) ) {
			continue;
		}
		$name = ltrim( $token->text, '\\' );
		if ( ! isset( VITRINE_I18N_FUNCTIONS[ $name ] ) ) {
			continue;
		}
		if ( ! isset( $significant[ $i + 1 ] ) || '(' !== $significant[ $i + 1 ]->text ) {
			continue;
		}
		// Methods, static methods, declarations and `new` are not the functions.
		$before = $significant[ $i - 1 ] ?? null;
		if ( $before && $before->is( array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ) ) ) {
			continue;
		}

		// Split the arguments at top-level commas.
		$args   = array( array() );
		$depth  = 0;
		$closed = false;
		$spread = false;
		$named  = false;
		for ( $j = $i + 2; $j < $count; $j++ ) {
			$t = $significant[ $j ];
			if ( in_array( $t->text, array( '(', '[', '{' ), true ) || $t->is( array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ) ) ) {
				++$depth;
			} elseif ( in_array( $t->text, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					$closed = true;
					break;
				}
				--$depth;
			} elseif ( 0 === $depth && ',' === $t->text ) {
				$args[] = array();
				continue;
			} elseif ( 0 === $depth && $t->is( T_ELLIPSIS ) ) {
				$spread = true;
			} elseif ( 0 === $depth && ':' === $t->text && 1 === count( $args[ count( $args ) - 1 ] ) ) {
				$named = true;
			}
			$args[ count( $args ) - 1 ][] = $t;
		}
		if ( ! $closed ) {
			continue;
		}
		if ( array() === $args[ count( $args ) - 1 ] ) {
			array_pop( $args ); // Trailing comma, or no arguments at all.
		}

		$line  = $token->line;
		$where = $file . ':' . $line;
		$roles = VITRINE_I18N_FUNCTIONS[ $name ];
		if ( $spread || $named ) {
			$warnings[] = "$where: $name() with spread or named arguments is not extracted.";
			continue;
		}
		$domain_at = array_search( 'domain', $roles, true );
		if ( ! isset( $args[ $domain_at ] ) ) {
			continue; // No text domain: WordPress core's strings, not ours.
		}
		$domain = vitrine_i18n_literal( $args[ $domain_at ] );
		if ( null === $domain ) {
			$warnings[] = "$where: $name() has a text domain that is not a string literal.";
			continue;
		}
		if ( VITRINE_I18N_DOMAIN !== $domain ) {
			continue;
		}

		$entry = array(
			'file' => $file,
			'line' => $line,
		);
		$ok    = true;
		foreach ( $roles as $at => $role ) {
			if ( 'domain' === $role || 'number' === $role ) {
				continue;
			}
			$value = isset( $args[ $at ] ) ? vitrine_i18n_literal( $args[ $at ] ) : null;
			if ( null === $value ) {
				$warnings[] = "$where: $name() argument " . ( $at + 1 ) . " ($role) is not a string literal; it cannot be translated.";
				$ok         = false;
				break;
			}
			$key           = array(
				'text'    => 'msgid',
				'single'  => 'msgid',
				'plural'  => 'msgid_plural',
				'context' => 'msgctxt',
			)[ $role ];
			$entry[ $key ] = $value;
		}
		if ( ! $ok ) {
			continue;
		}
		if ( '' === $entry['msgid'] ) {
			$warnings[] = "$where: $name() with an empty string is not extracted.";
			continue;
		}

		// The nearest translators: comment that ends on the call's line or the line before.
		$comment = null;
		foreach ( $comments as $candidate ) {
			if ( $candidate['pos'] < $token->pos && $candidate['end'] >= $line - 1 && $candidate['end'] <= $line ) {
				$comment = $candidate['text'];
			}
		}
		if ( null !== $comment ) {
			$entry['comment'] = $comment;
		}
		$entries[] = $entry;
	}
}

if ( $argc < 2 ) {
	fwrite( STDERR, "Usage: php tools/i18n/extract.php <root> <file> …\n" );
	exit( 2 );
}

$vitrine_root     = rtrim( $argv[1], '/' );
$vitrine_entries  = array();
$vitrine_warnings = array();
foreach ( array_slice( $argv, 2 ) as $vitrine_file ) {
	$vitrine_code = file_get_contents( $vitrine_root . '/' . $vitrine_file );
	if ( false === $vitrine_code ) {
		fwrite( STDERR, "Cannot read $vitrine_file\n" );
		exit( 1 );
	}
	try {
		vitrine_i18n_extract( $vitrine_file, $vitrine_code, $vitrine_entries, $vitrine_warnings );
	} catch ( ParseError $e ) {
		fwrite( STDERR, "$vitrine_file:{$e->getLine()}: {$e->getMessage()}\n" );
		exit( 1 );
	}
}

echo json_encode(
	array(
		'entries'  => $vitrine_entries,
		'warnings' => $vitrine_warnings,
	),
	JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR
), "\n";
