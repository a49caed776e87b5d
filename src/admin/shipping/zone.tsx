/**
 * One shipping zone in the editor: its name, its countries (or the rest of
 * the world) and its methods. Plain form controls, so the keyboard reaches
 * everything in reading order; errors sit under their field
 * (aria-describedby through `help`).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	TextControl,
} from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { RemoveButton } from './fields';
import { MethodEditor } from './method';
import { EU_COUNTRIES, canMove, newMethod, switchCountries } from './rules';
import type { Country, DraftMethod, DraftZone, FieldErrors } from './types';

const COUNTRIES = {
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
	gap: '0.25rem 1rem',
} as const;

const ROW = {
	display: 'flex',
	flexWrap: 'wrap',
	gap: '0.5rem',
	alignItems: 'center',
	margin: '0.5rem 0',
} as const;

export interface ZoneProps {
	zone: DraftZone;
	index: number;
	/** All zones (for moving). */
	zones: DraftZone[];
	countries: Country[];
	currency: string;
	errors: FieldErrors;
	/** Heading level of the zone's name (2 on the settings page). */
	level: 2 | 3 | 4;
	/**
	 * The zone changed.
	 *
	 * @param zone  The zone now.
	 * @param clear The field whose message goes ('*' all of them).
	 */
	onChange: ( zone: DraftZone, clear: string ) => void;
	/**
	 * Move a place up (-1) or down (+1).
	 *
	 * @param by Direction.
	 */
	onMove: ( by: -1 | 1 ) => void;
	onRemove: () => void;
}

/**
 * @param props Props.
 */
export function ZoneEditor( props: ZoneProps ) {
	const { zone, index, zones, countries, currency, errors, level } = props;
	const path = `zones.${ index }`;
	const addMethodButton = useRef< HTMLButtonElement >( null );
	const Heading = `h${ level }` as const;
	const SubHeading = `h${ level + 1 }` as 'h3' | 'h4' | 'h5';
	const headingId = `vitrine-shipping-zone-${ zone.id }`;
	const title =
		zone.name ||
		sprintf(
			/* translators: %d: position of the zone */
			__( 'Zone %d', 'vitrine' ),
			index + 1
		);
	const ordered = countries.map( ( country ) => country.code );
	const euHere = EU_COUNTRIES.filter( ( code ) => ordered.includes( code ) );

	const setMethod = ( m: number, method: DraftMethod, field: string ) =>
		props.onChange(
			{
				...zone,
				methods: zone.methods.map( ( old, i ) =>
					i === m ? method : old
				),
			},
			`${ path }.methods.${ m }.${ field }`
		);
	const setCountries = ( codes: readonly string[], on: boolean ) =>
		props.onChange(
			{
				...zone,
				countries: switchCountries(
					zone.countries,
					codes,
					on,
					ordered
				),
			},
			`${ path }.countries`
		);
	const countryError = errors[ `${ path }.countries` ];
	const methodsError = errors[ `${ path }.methods` ];

	return (
		<section
			aria-labelledby={ headingId }
			className="vitrine-shipping__zone"
		>
			<Card>
				<CardHeader style={ { flexWrap: 'wrap', gap: '0.5rem' } }>
					<Heading id={ headingId } style={ { margin: 0 } }>
						{ title }
					</Heading>
					<div style={ ROW }>
						<Button
							variant="tertiary"
							size="compact"
							accessibleWhenDisabled
							disabled={ ! canMove( zones, index, -1 ) }
							onClick={ () => props.onMove( -1 ) }
							label={ sprintf(
								/* translators: %s: zone name */
								__( 'Move “%s” up', 'vitrine' ),
								title
							) }
							showTooltip={ false }
						>
							{ __( 'Up', 'vitrine' ) }
						</Button>
						<Button
							variant="tertiary"
							size="compact"
							accessibleWhenDisabled
							disabled={ ! canMove( zones, index, 1 ) }
							onClick={ () => props.onMove( 1 ) }
							label={ sprintf(
								/* translators: %s: zone name */
								__( 'Move “%s” down', 'vitrine' ),
								title
							) }
							showTooltip={ false }
						>
							{ __( 'Down', 'vitrine' ) }
						</Button>
						<RemoveButton
							compact
							onClick={ props.onRemove }
							label={ sprintf(
								/* translators: %s: zone name */
								__( 'Remove zone “%s”', 'vitrine' ),
								title
							) }
						/>
					</div>
				</CardHeader>
				<CardBody>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Zone name', 'vitrine' ) }
						value={ zone.name }
						onChange={ ( name ) =>
							props.onChange(
								{ ...zone, name },
								`${ path }.name`
							)
						}
						help={ errors[ `${ path }.name` ] }
						aria-invalid={ !! errors[ `${ path }.name` ] }
					/>
					{ zone.everywhere ? (
						<p>
							{ __(
								'All countries no zone above lists.',
								'vitrine'
							) }
						</p>
					) : (
						<fieldset
							aria-describedby={
								countryError
									? `${ headingId }-countries`
									: undefined
							}
							style={ { margin: '1rem 0' } }
						>
							<legend>
								{ sprintf(
									/* translators: %s: zone name */
									__( 'Countries of “%s”', 'vitrine' ),
									title
								) }
							</legend>
							{ countryError && (
								<p
									id={ `${ headingId }-countries` }
									className="vitrine-shipping__error"
								>
									{ countryError }
								</p>
							) }
							<div style={ ROW }>
								<Button
									variant="secondary"
									size="compact"
									onClick={ () =>
										setCountries( euHere, true )
									}
								>
									{ __( 'Add the EU countries', 'vitrine' ) }
								</Button>
								<Button
									variant="secondary"
									size="compact"
									onClick={ () =>
										setCountries( zone.countries, false )
									}
								>
									{ __( 'Clear', 'vitrine' ) }
								</Button>
							</div>
							<div style={ COUNTRIES }>
								{ countries.map( ( country ) => (
									<CheckboxControl
										key={ country.code }
										__nextHasNoMarginBottom
										label={ country.name }
										checked={ zone.countries.includes(
											country.code
										) }
										onChange={ ( on ) =>
											setCountries( [ country.code ], on )
										}
									/>
								) ) }
							</div>
						</fieldset>
					) }
					<SubHeading>
						{ __( 'Shipping methods', 'vitrine' ) }
					</SubHeading>
					{ methodsError && (
						<p className="vitrine-shipping__error">
							{ methodsError }
						</p>
					) }
					{ zone.methods.map( ( method, m ) => (
						<MethodEditor
							key={ method.id }
							method={ method }
							path={ `${ path }.methods.${ m }` }
							currency={ currency }
							errors={ errors }
							onChange={ ( next, field ) =>
								setMethod( m, next, field )
							}
							onRemove={ () => {
								props.onChange(
									{
										...zone,
										methods: zone.methods.filter(
											( _, i ) => i !== m
										),
									},
									'*'
								);
								addMethodButton.current?.focus();
							} }
						/>
					) ) }
					<Button
						ref={ addMethodButton }
						variant="secondary"
						onClick={ () =>
							props.onChange(
								{
									...zone,
									methods: [
										...zone.methods,
										newMethod( zone, 'flat' ),
									],
								},
								`${ path }.methods`
							)
						}
					>
						{ sprintf(
							/* translators: %s: zone name */
							__( 'Add a shipping method to “%s”', 'vitrine' ),
							title
						) }
					</Button>
				</CardBody>
			</Card>
		</section>
	);
}
