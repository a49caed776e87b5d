/**
 * Edit component of vitrine/events-slider: every setting of §3.4 in the
 * inspector, and a live preview of the real slider with the real events.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountIsland } from '../../shared/island';
import { EventsSlider, SLIDER_SELECTOR } from './slider';
import type { SliderType } from './rules';

export interface SliderAttributes extends Record< string, unknown > {
	slider_type: SliderType;
	control_style: string;
	slides_visible: number;
	slide_nav_dots: boolean;
	slide_auto: boolean;
	slide_pause_hover: boolean;
	slide_hide_control: boolean;
	slider_pause: number;
	slider_speed: number;
	events: 'upcoming' | 'past' | 'category';
	category: number;
	count: number;
}

type Placement = 'tb' | 'lr' | 'lrc' | 'footer';

/**
 * control_style as the select shows it: any other value means footer (§3.4).
 *
 * @param style control_style.
 */
const placement = ( style: string ): Placement =>
	[ 'tb', 'lr', 'lrc' ].includes( style ) ? ( style as Placement ) : 'footer';

interface Term {
	id: number;
	name: string;
}

/**
 * The server's markup for these attributes, hydrated like on the page.
 *
 * @param props            Preview props.
 * @param props.attributes Block attributes.
 */
function Preview( { attributes }: { attributes: SliderAttributes } ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ html, setHtml ] = useState< string | null >( null );
	const [ failed, setFailed ] = useState( false );
	const key = JSON.stringify( attributes );

	useEffect( () => {
		let live = true;
		apiFetch< { rendered: string } >( {
			path: '/wp/v2/block-renderer/vitrine/events-slider?context=edit',
			method: 'POST',
			data: { attributes: JSON.parse( key ) },
		} )
			.then( ( response ) => {
				if ( live ) {
					setHtml( response.rendered );
					setFailed( false );
				}
			} )
			.catch( () => live && setFailed( true ) );
		return () => {
			live = false;
		};
	}, [ key ] );

	useEffect( () => {
		const root =
			ref.current?.querySelector< HTMLElement >( SLIDER_SELECTOR );
		if ( ! root ) {
			return undefined;
		}
		const island = mountIsland(
			root,
			'vitrine/events-slider',
			() => <EventsSlider root={ root } />,
			{ hydrate: true }
		);
		// React does not unmount a root while it commits another one (this
		// preview); right after, it does.
		return () => {
			setTimeout( () => island.unmount() );
		};
	}, [ html ] );

	if ( failed ) {
		return <p>{ __( 'The preview could not be loaded.', 'vitrine' ) }</p>;
	}
	if ( html === null ) {
		return <Spinner />;
	}
	// Our own render callback's output, escaped on the server.
	return (
		<div
			ref={ ref }
			className="vitrine-slider-preview"
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}

/**
 * Inspector panels and the preview.
 *
 * @param props               Block edit props.
 * @param props.attributes    Block attributes.
 * @param props.setAttributes Attribute setter.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SliderAttributes > ) {
	const [ terms, setTerms ] = useState< Term[] >( [] );
	useEffect( () => {
		apiFetch< Term[] >( {
			path: '/wp/v2/vitrine-event-categories?per_page=100&_fields=id,name',
		} )
			.then( setTerms )
			.catch( () => setTerms( [] ) );
	}, [] );

	const toggle = ( key: keyof SliderAttributes, label: string ) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ Boolean( attributes[ key ] ) }
			onChange={ ( value: boolean ) =>
				setAttributes( {
					[ key ]: value,
				} as Partial< SliderAttributes > )
			}
		/>
	);

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'vitrine' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Slider type', 'vitrine' ) }
						value={ attributes.slider_type }
						options={ [
							{
								value: 'horizontal',
								label: __( 'Horizontal', 'vitrine' ),
							},
							{
								value: 'vertical',
								label: __( 'Vertical', 'vitrine' ),
							},
							{ value: 'micro', label: __( 'Micro', 'vitrine' ) },
							{ value: 'mini', label: __( 'Mini', 'vitrine' ) },
							{ value: 'multi', label: __( 'Multi', 'vitrine' ) },
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								slider_type: value as SliderType,
							} )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Controls', 'vitrine' ) }
						value={ placement( attributes.control_style ) }
						options={ [
							{
								value: 'lr',
								label: __( 'Left and right', 'vitrine' ),
							},
							{
								value: 'lrc',
								label: __(
									'Left and right, on the slides',
									'vitrine'
								),
							},
							{
								value: 'tb',
								label: __( 'Top and bottom', 'vitrine' ),
							},
							{
								value: 'footer',
								label: __( 'In a footer', 'vitrine' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { control_style: value } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Visible slides (multi)', 'vitrine' ) }
						value={ attributes.slides_visible }
						min={ 1 }
						max={ 8 }
						onChange={ ( value?: number ) =>
							setAttributes( { slides_visible: value ?? 1 } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Behaviour', 'vitrine' ) }>
					{ toggle(
						'slide_nav_dots',
						__( 'Navigation dots', 'vitrine' )
					) }
					{ toggle( 'slide_auto', __( 'Autoplay', 'vitrine' ) ) }
					{ toggle(
						'slide_pause_hover',
						__( 'Pause on hover', 'vitrine' )
					) }
					{ toggle(
						'slide_hide_control',
						__( 'Show arrows only on hover', 'vitrine' )
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Autoplay interval (ms)', 'vitrine' ) }
						value={ attributes.slider_pause }
						min={ 1000 }
						max={ 20000 }
						step={ 500 }
						onChange={ ( value?: number ) =>
							setAttributes( { slider_pause: value ?? 5000 } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Animation duration (ms)', 'vitrine' ) }
						value={ attributes.slider_speed }
						min={ 0 }
						max={ 3000 }
						step={ 50 }
						onChange={ ( value?: number ) =>
							setAttributes( { slider_speed: value ?? 400 } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Events', 'vitrine' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Which events', 'vitrine' ) }
						value={ attributes.events }
						options={ [
							{
								value: 'upcoming',
								label: __( 'Upcoming', 'vitrine' ),
							},
							{ value: 'past', label: __( 'Past', 'vitrine' ) },
							{
								value: 'category',
								label: __( 'From a category', 'vitrine' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								events: value as SliderAttributes[ 'events' ],
							} )
						}
					/>
					{ attributes.events === 'category' && (
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Category', 'vitrine' ) }
							value={ String( attributes.category ) }
							options={ [
								{
									value: '0',
									label: __( '— Choose —', 'vitrine' ),
								},
								...terms.map( ( term ) => ( {
									value: String( term.id ),
									label: term.name,
								} ) ),
							] }
							onChange={ ( value: string ) =>
								setAttributes( { category: Number( value ) } )
							}
						/>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Number of events', 'vitrine' ) }
						value={ attributes.count }
						min={ 1 }
						max={ 100 }
						onChange={ ( value?: number ) =>
							setAttributes( { count: value ?? 12 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Preview attributes={ attributes } />
		</div>
	);
}
