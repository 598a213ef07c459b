/**
 * English verbs that are never nouns or adjectives: every word of four letters or more that the
 * en-lexicon package (1.0.11, MIT, the lexicon of the en-pos tagger) tags only as a base-form verb
 * (VB, VBP), 3598 words. Kept here as data rather than loaded from the package, whose
 * 112,000-entry lexicon takes about 2 s to load and 2.6 MB. Regenerate with:
 *   node -e "const l=require('en-lexicon').lexicon;console.log(Object.entries(l).filter(([w,t])=>/^[a-z]{4,}$/.test(w)&&t.split('|').every(x=>x==='VB'||x==='VBP')).map(([w])=>w).sort().join(' '))"
 */
export const LEXICON_VERBS = `
abase abash abate abbreviate abdicate abduce abduct abhor abide abjure ablactate abnegate
abolish abominate abort abound abrade abrase abridge abscond absolve absorb absorbedthe
absquatulate abstain abut abye accede accelerate accentuate accept accommodate accompany
accomplish accost accouter accoutre accredit accrue accumulate accurse accuse accustom acerbate
acetify achieve acidify acidulate acknowledge acquaint acquiesce acquit activate actualise
actualize actuate adapt addle adduce adhere adjoin adjourn adjudge adjudicate adjure adjust
administer administrate admire admit admonish adopt adore adorn adulterate adumbrate advertise
advertize aerate aerify affiance affirm affix afflict afford afforest affranchise affright
aggrandise aggrandize aggravate aggress aggrieve aggroup agitate agnise agnize agonise agonize
agree align aliment aline allay allege alleviate allocate allot allow allude altercate
amalgamate amass amaze amble ameliorate amend amortise amortize amplify amuse analyse analyze
anathematise anathematize anathemise anathemize anatomise anatomize anele animadvert animise
animize anneal annihilate annotate announce annoy annul annunciate anoint ansuh antagonise
antagonize antecede antedate anticipate antiquate apologize apostatise apostatize appal appall
appear appease append appertain applaud apply appoint apportion appraise appreciate apprehend
apprise apprize approve arbitrate argue argufy arise aromatise aromatize arouse arrange arrive
arrogate ascend ascertain ascribe ashame asperse asphyxiate aspire assail assemble assert assess
asseverate assign assimilate assoil assort assuage assume assure asterisk astonish astound
atomise atomize atone attach attain attaint attend attenuate attest attract augment augur
auspicate authenticate authorise authorize automate avenge aver avert aviate avouch avow await
awaken babysit backbite backfire backpedal backslide badger badmouth baffle balk balkanise
ballocks ballyrag bamboozle banish bankroll bannnnnng baptise baptize barbarise barbarize barde
barf bargen barricado bask baste bathe baulk bawl beatify beautify becalm bechance becharm
beckon becloud bedamn bedaub bedaze bedazzle bedeck bedevil bedight bedim befall befit befog
befool befoul befuddle beget begild begin begrime begrudge beguile behave behold bejewel belabor
belabour beleaguer belie believe belittle bellyache bemire bemoan bemock bemuse benight benumb
beplaster bequeath bereave beseech beseem beshrew besiege besmear besmirch besot bespatter
bespeak bespeckle besprinkle bestir bestow betide betoken betray betroth bevel bewail beware
bewhisker bewilder bewitch bewray bicker bide biff bifurcate bilk billow bioengineer birdlime
birdwatch birl birle birr blab blabber blackball blacken blackguard blackleg blacklist blanch
blandish blare blaspheme blat blate blazon blear bleed blench bless blether blither blub bobble
bobsled bode bodge bollix bollocks bombard bombilate bombinate bonk boobify bootlick borrow
botch bourgeon bowdlerise bowdlerize brabble braid brandish brandmark brattle bray breastfeed
breathe brighten bring brisken broach broaden broider browse bruit brynge budge bugger bulldoze
bullyrag bumble bung bungle buoy burble burne burnish burp burthen bury bushwhack buttonhole
buttress cadge cajole calculate calibrate calumniate canalise canalize cannibalise cannibalize
canonise canonize cantillate canton caparison capitalise capitalize capsize capsulate capsulise
capsulize captivate careen caress cark carouse carve castigate castrate catapult catchee
catechise catechize categorise categorize cater caterwaul catnap cauterise cauterize cavil
cavort cease cede celebrate cense censor centralise centralize cerebrate certify chafe chaffer
chandelle channelise channelize char characterise characterize chasse chasten chastise cheapen
cheat checkmate cheep cheere chequer cherish chevvy chevy chew chicane chide chink chintz chirp
chirrup chitter chivvy chivy choose chouse christen christianise christianize chuff chug churn
cipher circularise circularize circulate circumnavigate circumscribe circumvent circumvolve cite
civilise civilize clack clamber clamour clangor clangour clapperclaw clarify clasp classify
claxon cleanse cleave clench clew clinch cling clink clobber clog clomp clop clothe cloy clunk
coagulate coalesce coax cocker cockle coddle coerce coexist coextrude coggle cogitate cognise
cognize cohere coif coiffe coincide coldcock collaborate collide colligate collimate collocate
collude colly colonise colonize colorise colorize colourise colourize combust comest comfit
commandeer commemorate commence commend commercialise commercialize comminate commingle
comminute commiserate commix commoditize commove communicate communise communize compel
compensate compete compile complain complexify complicate complot comply comport compose
comprehend compress comprise compute computerise computerize conceal concede conceive concenter
concentre conceptualise conceptualize conciliate conclude concoct condemn condense condescend
condone conduce confab confabulate confect confection confer confess confide confine confirm
confiscate conflagrate conflate conform confound confront confute conge congeal congee congest
congratulate conjoin conjure conk connect connive connote conquer consecrate conserve consider
consign consociate console consort conspire constellate constipate constitute constrain
constrict constringe construct construe consult consume contain contaminate contemn contemplate
contemporise contemporize contend continue contort contradict contravene contribute contrive
controvert contuse convalesce convene converge convey convince convoke convolute convolve
convulse cooccur cooperate copulate coronate corrade correlate correspond corroborate corrode
coruscate cosset coste counteract counterchallenge counterchange countercheck countermand
countermine counterpoise counterpose counterprogram countersink countervail covet cower cozen
cranch crape craunch crave crawfish create cremate crepitate criminalise criminalize criminate
cringe crinkle crispen crisscross criticise criticize crochet cronk croon crossbreed crucify
crumble crump crumple crystalise crystalize crystallise crystallize cuddle cudgel cull cultivate
cumber cumulate curl curtail curtsey curtsy cuss customise customize cypher dabble dally dampen
dangle dapple darken daub daunt dawdle dazzle deaden deafen debar debark debase debauch
debilitate debone debunk decamp decant decapitalize deceive decelerate decentralise decentralize
decertify decide decimate decipher declaim declare decode decolor decolorise decolorize decolour
decolourise decolourize decompose decompress deconsecrate decorate decouple decriminalise
decriminalize decry decrypt dedicate deduce deduct deem deepen deface defaecate defalcate defame
defecate defend defer defile define deflect deflower deform defraud defray defuse defuze defy
degrade dehumanise dehumanize dehydrate deign deject delete delimit delimitate delineate delist
deliver delivre delude delve demarcate demasculinise demasculinize demilitarise demilitarize
demobilise demobilize democratise democratize demolish demonise demonize demonstrate demoralise
demoralize demote demur demythologise demythologize denigrate denominate denote denounce
denudate denude deny deoxidise deoxidize depart depend depict deplete deplore deploy deplumate
deplume depone depopulate deport depose deprave deprecate depreciate depressurise depressurize
deprive depute deputise deputize deracinate derail derange deride derive desacralize descale
descant descend describe descry desecrate desegregate deserve desex desexualise desexualize
desiccate desist despise despoil dessier destabilise destabilize destine destroy destruct detach
detain detect deter deteriorate determine detest dethaw detonate detoxify detract detribalise
detribalize detusk devaluate devalue devastate develop deviate devise devolve devote devour
deworm diagnose dicate dicker dictate didder differ differentiate dignify dilapidate dilate
diminish dine ding dingdong dinge disable disabuse disaccord disaffect disaffiliate disagree
disallow disappear disappoint disapprove disarm disarticulate disassemble disassociate disband
disbelieve disburden discard discase discern discerp disclose discolor discolorise discolorize
discolour discolourise discombobulate discomfit discommode discompose disconcert disconnect
discontinue discourage discover discuss disembark disembarrass disembowel disembroil disenable
disenchant disencumber disenfranchise disenfranchize disengage disentangle disesteem disfavour
disfigure disfranchise disfranchize disgorge dishearten dishevel dishonour disillusion
disincline disinherit disintegrate disinter disinvest disinvolve disjoin disjoint dislocate
dislodge dismantle dismember dismiss dismount disobey disoblige disorganise disorganize disown
disparage dispel dispell dispense disperse dispirit displace displume disport dispose disprove
disqualify disrobe disrupt diss dissect dissemble disseminate dissever dissipate dissociate
dissuade distend distil distill distinguish distort distract distribute disturb disunite disuse
divagate diverge diversify divert divest divulge doan dodder dogmatise dogmatize dogsled
domesticate domesticise domesticize domiciliate dominate domineer donate dong doss dost douse
dovetail download downplay downsize dowse doze dragoon drahve dramatise dramatize dredge drench
drivel drool drown drowse drub drudge druther dulcify dulcorate dumbfound dwell dwindle dyke
earmark earn eavesdrop economise economize eddy edify edit editorialise editorialize educate
educe edulcorate efface effecte effectuate effervesce effloresce egest egress eject elapse elate
elect electrify electrocute elevate elicit elide eliminate elongate elucidate elude emaciate
email emanate emancipate emasculate embark embarrass embed embellish embezzle embitter emblazon
embody embolden emboss embower embrangle embrocate embroider embroil embrown emerge emigrate
emit emote empale empanel empathise empathize emphasise emphasize emphaticize empower empurple
enable enact enamor enamour encamp encapsulate encase enchant encipher encircle enclose enclothe
encompass encourage encroach encrust encrypt encumber endanger endorse endow endue endure
energise energize enervate enfeeble enfold enforce enfranchise engage engender engild englut
engorge engraft engrave engross engulf enhance enjoin enjoy enkindle enlace enlarge enlighten
enlist enliven enmesh ennoble enounce enquire enrapture enrich enrol enroll ensconce enshrine
enshroud enslave ensnare ensnarl ensue ensure entail entangle entertain enthral enthrall
enthrone entice entitle entomb entrap entreat entrench entrust entwine enumerate enunciate
envelop envenom environ envisage envision enwrap epitomise epitomize equalise equalize equate
equilibrate equilibrise equilibrize equip eradicate erase erode eruct erupt escalate eschew
espouse espy establish estrange etch eternalise eternalize eternise eternize eulogise eulogize
evacuate evade evaluate evanesce evaporate eventuate evict evince eviscerate evoke evolve
exacerbate exaggerate exalt examine exasperate excavate exceed excel excite exclaim exclude
excogitate excommunicate excoriate excrete excruciate exculpate execrate execute exemplify exert
exhale exhilarate exhort exhume exonerate exorcise exorcize expand expatiate expedite expel
expend expiate expire explain explicate explode explore exposit expound expunge expurgate exsert
exsiccate extemporise extemporize extenuate exteriorise exteriorize exterminate externalise
externalize extinguish extirpate extol extoll extort extradite extrapolate extravasate extricate
exuberate exudate exude exult exuviate fabricate facilitate fagot falsify falter familiarise
familiarize famish fancify fantasise fantasize farrow fascinate fasten fathom fatten favourite
faze featherbed fecundate federalise federalize feign felicitate fellate fend fertilise
fertilize fester festinate fetch fete fetishise fetishize fetter ffreind fictionalise
fictionalize figger filch fillet filtrate finagle finalise finalize finetune fink fixate fizz
flagellate flatten flatter flaunt flavour flay fledge flee flinch flirt flit flitter flng flog
flounce flounder flout flub fluctuate flummox flump flunk focalise focalize foliate follow
foment fondle footle footslog forbear forebode foreclose foredate forefend foregather forego
foreknow foresee foreshadow foreshorten forestall foreswear foretell forewarn forfend forgather
forget forgit forgive forgo formalise formalize formulate forsake forswear fortify fraternise
fraternize frazzle freewheel freshen frighten frisk fritter frivol frizz frizzle frown fructify
frustrate fuck fuddle fuked fulfil fulfill fulfull fulminate fume fumigate funk furbish furcate
furnish fustigate gainsay galvanise galvanize gambol gangrene gaol gape garble garner garnishee
garotte garrote garrotte gasconade gasify gather gawk gawp gazump geld geminate generalise
generalize generate genuflect germinate gestate gesticulate gether ghostwrite gibber gild gimp
gird gladden glamorise glamorize glamourise glamourize glean glide glom glorify glower gnarl
gnash gnaw godamit goggle goldbrick goofproof gore gormandise gormandize gouge gourmandise
gourmandize govern granulate grapple gratify graunt graze greenwash greet grieve grizzle grok
grope grouch grovel grow grumble gruntle guggle gush guttle guzzle gybe gyrate habilitate
habituate hafta hale hallow halve hamstring handbuild handcuff handwrite hanker happen harass
harbour harden hark harken harmonise harmonize harrow harry hast hasten heal hear heare hearest
hearken hearten hector heighten herald hesitate hibernate higgle highjack hijack hinder
hitchhike hobble hobnob hoist holler hollo homogenise homogenize hone honk hoodwink hoover
hopple hornswoggle horrify hotfoot houseclean hover huff humanise humanize humiliate hunker hurl
hurtle hybridise hybridize hydroplane hyperbolise hyperbolize hyphen hyphenate hypnotise
hypnotize hypothecate hypothesise hypothesize idealise idealize ideate identify idolise idolize
ignite ignore illegalise illegalize illume illuminate illumine illustrate imagine imbed imbibe
imbrue imbue imitate immerse immingle immix immobilise immobilize immolate immortalise
immortalize immunise immunize immure impale impanel impart impeach impede impel impend imperil
impersonate impinge implement implicate implode implore imply importune impose impound
impoverish imprecate impregnate imprison improve improvise improvize impugn impute inactivate
inaugurate inbreed incapacitate incarcerate incase incinerate incise incite inclose includee
incommode incriminate incrust incubate inculcate inculpate incur indemnify indent indicate
indict indispose indite individualise individualize indorse induce induct indue indulge indurate
industrialise industrialize inebriate infect infer infest infiltrate infix inflame inflect
inflict infract infringe infuriate infuse ingeminate ingest ingraft ingrain ingurgitate inhabit
inhale inherit inhibit inhume initialise initialize inject injure innovate inoculate inquire
inscribe inseminate insinuate insist insolate inspect inspire inspirit inspissate instal install
instigate instil instill institutionalise institutionalize instruct instrumentate insulate
insure integrate intend intensify interbreed intercede intercommunicate interdict interfere
interject interlace interlard interlock intermingle intermit intermix internationalise
internationalize interpenetrate interpolate interpose interpret interrelate interrogate
interrupt intersect intersperse intertwine intervene interweave interwind intonate intone
intoxicate intrench introduce intromit intrude intrust intumesce inunct inundate inure invade
invalidate inveigh inveigle invent invert invest investigate invigilate invigorate invoke
involve irradiate irrigate irrupt isolate itemise itemize iterate jabber jacklight jactitate
jampack jangle jaunt jeer jell jellify jeopardise jeopardize jettison jibb jibe jiggle jimmy
joggle join jollify josh jostle jubilate judder juggle jumpstart junketeer justify juxtapose
kayo kerb kibosh kidnap kindle kink knap knead kneel knoe knoweth kotow kowtow kvetch labialise
labialize lacerate lade lallygag lambast lambaste lampoon languish lapidate larn larrup laud
launder lave laze leach learn leaven leer legalise legalize legislate legitimatise legitimatize
legitimise legitimize lend lengthen lenify lessen levitate liaise liberalise liberalize liberate
librate lick lighten likee liken limn linger lionise lionize liquefy liquidate liquidise
liquidize liquify listen litigate liven loathe localise localize locate locomote loiter loll
lollygag loosen lose lour lucubrate luff lunge lurk luxate luxuriate lynch macerate machinate
maculate madden magnetise magnetize magnify maintain maledict malinger maltreat malversate
manacle manage manducate mangle manipulate manoeuver manoeuvre manumit marry masticate
materialise materialize maturate maul maunder maximise maximize meander meddle mediate medicate
meditate melanise melanize meld meliorate memorialise memorialize memorise memorize mend
menstruate mensurate mesmerise mesmerize metabolise metabolize metamorphose mewl micturate
migrate mime mimic mince mingle minify minimise minimize misaddress misadvise misapply
misapprehend misappropriate misbehave miscalculate miscall miscarry misclassify misconceive
misconstrue misdeal misdemean misdirect misdo misestimate misguide mishandle mishear misidentify
misinform misinterpret mislay mislead mislearn mismanage misname misplace mispricing
mispronounce misreport misrepresent misspeak misspell misspend misteach mistreat misunderstand
miswrite miter mitigate mizzle moan mobilise mobilize modernise modernize modify modulate moil
moisten molder molest mollify molt monger monish monopolise monopolize mooch moor moralise
moralize mortify mosey motivate mottle mould moulder moult mourn muffle mulct mull multiply
munch muss mussitate mutilate mutter mystify nark narrate nationalise nationalize naturalise
naturalize nauseate navigate naysay neaten necessitate necrose negate negociate negotiate nestle
netmail nett nettle neutralise neutralize nick nictate nictitate niggle nobble nock nominate
nonplus normalise normalize nosh notify nourish nuke nullify numerate nutrify nuzzle obey
objectify objurgate obligate obliterate obnubilate observe obsess obstruct obtain obtaine
obtrude obturate obviate occlude occult occupy occur odorise odorize odourise offend officiate
offload omit operate opine oppress oppugn optimise optimize orate orchestrate ordain organise
organize orient orientate originate oscillate osculate ossify ostentate ostracise ostracize oust
outbalance outbreed outclass outdistance outdo outdraw outdrink outdrive outface outfight
outflank outfly outfox outgo outgrip outgrow outguess outlast outleap outlie outlive outmaneuver
outmanoeuvre outmatch outnumber outpace outrank outride outsell outshine outshoot outshout
outsing outsit outsleep outsmart outsmell outspeak outspeed outspend outstrip outswear outswim
outthink outthrow outwear outweigh outwit outwrite overact overawe overbalance overbreed
overbuild overburden overbuy overclothe overcloud overcompensate overdo overdraw overdress
overdrink overeat overemphasise overemphasize overestimate overexpose overextend overfeed
overfill overgorge overhear overheat overindulge overleap overlie overlook overmaster overpay
overplay overpower overproduce overprotect overpurchase overrate overreach overreact overrule
oversee oversell oversew overshadow overshoot oversleep overspeak overspend overspill overspread
overstaff overstate overstep overstretch overtake overthink overtop overturn overvalue overwhelm
overwind overwinter overwork overwrite pacify paginate paie palaver palisade palliate palpate
palpitate pamper pander paralyse paralyze parboil parch pare parry partake partaker participate
particularise particularize patronise patronize pauperise pauperize pave peculate peddle peel
pelt penalise penalize penetrate perceive percolate perforate perform perfuse perish permeate
permute perpetrate perplex persecute persevere persist personalise personalize personate
personify perspire persuade pertain perturb peruse pervade pester pettifog phlebotomise
phlebotomize phonate photocopy piddle pierce piffle pilfer pillory pinion piss placate
plagiarise plagiarize plait plash plat playact pleach plead pleat plicate plod plonk plop plough
plunk pock poetise poetize polarise polarize politicise politicize pollard pollute pommel ponder
popularise popularize populate portend portray posit possess postdate postpone postulate pother
pounce powderise powderize practise prai prance prate pray preach preachify prebuild precede
preclude predate predetermine predicate predict predispose predo predominate preempt preen
prefer prefigure prefuh prefund prehend premake premiss preoccupy prepare prepay preponderate
prepossess presage prescribe presell preshrink preside pressurise pressurize presume presuppose
pretermit prettify prevail prevaile prevayle prevent previse prickle primp prink prise privatise
privatize proceed proclaim procrastinate procreate procure profess proffer prognosticate
programme prohibit proliferate prolong promote promulgate pronounce propagandise propagandize
propagate propel prophesy propitiate propose prorate prorogue proscribe prosecute prosper
protect protract protrude prove provide provoke psychoanalyse psychoanalyze ptyalise ptyalize
publicise publicize publish pucker pule pullulate pulsate pulverise pulverize pummel punctuate
punish puree purify purl purloin purport purpurate purr pursue purvey pussyfoot quaff quail
qualify quantify quarantine quash quell quench quetch quibble quicken quiesce quieten quiver
radiate ramble ramify ransack rant rarefy rarify rase ratchet ratify rationalise rationalize
ravage ravel ravish raze razz reaccelerate reacquire react readapt readjust readmit reaffirm
realign realise realize reallocate reanimate reap reappear reapportion reappraise rearm
rearrange reassemble reassert reassign reassume reassure reauthorize reave reawake rebalance
rebind reboot rebroadcast rebuild rebut recant recap recapitalise recapitalize recapitulate
recede receive recheck recidivate recite reckon reclaim recline recognise recognize recollect
recommence recommend reconcile reconfirm reconnect reconnoiter reconnoitre reconsider
reconstitute reconstruct recork recoup recover recraft recreate recrudesce rectify recumb
recuperate recur recycle redact redden rede redeal rededicate redeem redefine redeploy redevelop
redial redirect rediscover redistribute redo redouble redound redraw reduce reduplicate reelect
reenact reenforce reestablish reexamine refer refight refile refinance refine refit reflect
refocus reforge refresh refreshen refuel refurbish refute regain regale regenerate regorge
regress regrind regroup regrow regularise regularize regulate regurgitate rehabilitate rehang
rehear rehearse reheel reimburse reincarnate reinforce reinstall reinstate reinsure reinterpret
reintroduce reinvent reinvest reinvigorate reiterate reject rejoice rejoin rejuvenate rekindle
relate relaunch relax relearn relegate relent relieve relight relinquish relive reload rely
remain remake remand remarry remediate remember remind remit remodel remold remonstrate remould
remove remunerate rename renationalise renationalize rend render renege renegotiate renew
renormalise renormalize renounce renovate reopen reorder reorganise reorganize reorient
repackage repay repel repent rephrase replace replaster replenish replicate repoint repond
reposition repossess represent repress reprice reprimand reprint reprise reprize reprocess
reproduce reprove repudiate repugn repulse requalify require requite reregulate reschedule
rescind resect resemble resend resettle resew reshape reside resign resile resist resole
resonate resound respire restart restate restitute restock restore restrain resubmit resurrect
resuscitate retain retake retaliate retard reteach retear retell retick retire retool retrace
retract retrain retrench retrieve retroflex retrogress retrovert retry reunify reunite reuse
revalue reveal reverberate revere revert revile revise revitalise revitalize revive revivify
revoke revolutionise revolutionize revolve rewake rewear reweave rewed rewet rewin rewind reword
rhapsodise rhapsodize rick ricochet riffle rile ripen riposte rive rivet roam roil roister
roleplay rollick romanticise romanticize rootle rotate rouse rove rubberise rubberize ruck
ruckle ruff ruffle rummage rumour rumple saccharify saccharise saccharize sadden safekeep
sailplane salivate sally sanctify sandbag sanitise sanitize saponify sass sate satiate satirise
satirize satisfy saturate savor savour scabble scald scamper scandalise scandalize scape scarify
scarp scarper scat scavenge scend schmoose schmooze schnorr scintillate scold scoot scorch scour
scowl scrabble scrag scram scranch scraunch screak scribble scrimp scrounge scrunch scrutinise
scrutinize scud scuff sculpt scupper scuttle seaplane sear secede secern secernate seclude
secrete secularise secularize seduce seek seem seep seethe seize selle send senesce sensitise
sensitize sentimentalise sentimentalize sentimentise sentimentize sequestrate sermonise
sermonize serve settle sever severalise severalize shackle shalt shamble shanghai sharpen
sharpshoot shatter shelve shew shim shimmy shinny shirk shmoose shmooze shnorr shoal shoetree
shorten shrivel shroud shuck shudder shun shute sibilate sicken sidestep sidetrack sidle sift
signalise signalize signify simmer simplify simulate sing singe siphon sire siss situate sizz
skew skimp skindive skip skitter skreak skreigh skulk skylark skyrocket slabber slacken slake
slaver slay sledge sledgehammer slenderise slenderize slink slither slobber slog slosh slough
slue slur smatter smirch smite smolder smooch smoothen smother smoulder smuggle smutch snarf
snatch sneeze sniff sniffle snip snipe snitch snivel snog snoop snooze snub snuffle snuggle soak
soar socialise socialize sodomise sodomize soften solarise solarize solemnise solemnize solicit
solidify solve soothe sough souse spackle spang spank sparge spawn spay speak specialise
specialize speciate specify speckle speculate spellbind spelunk spend spew sphacelate
spiritualise spiritualize spirt splatter splay splosh splutter spoil spook sprain spreadeagle
sprout spud spue spurn sputter squander squawk squeegee squelch squinch squirm squish stabilise
stabilize stagger stagnate stalk stammer standardise standardize standeth starboard stargaze
startle starve stave steal sterilise sterilize sticle stiffen stifle stigmatise stigmatize
stimulate stipple stoke stomp stooooomp stopple straddle straggle straighten straiten strangle
strangulate stratify streamline strengthen strew strickle strive strum stultify stun stupefy
stymie stymy subdue subjugate submerge submerse submit subscribe subside subsidise subsidize
subsist substantiate subsume subtend subtilise subtilize subtract subvent subvention subvert
succeed succour succumb suckle sudate suffer suffice suffocate suffuse sugarcoat suggest sulk
sully summarise summarize summon sunbathe sunder supercede supercharge superimpose superintend
supersede supervise supplant suppose suppress suppurate surmise surmount surpass surround
surveil survive suspend suspire sustain swab swaddle swag swage swash swear sweeten swill
swindle swinge swish swob swoosh swop swosh swot symbolise symbolize sympathise synchronise
synchronize synthesise synthesize synthetise synthetize systematise systematize systemise
systemize tabularise tabularize tabulate taketh tamp tamper tantalise tantalize tarnish tattle
tauten teach teem teeter teetertotter tell temporise temporize tempt tend tenderise tenderize
tergiversate terminate terrasse terrify terrorise terrorize testify thank theorise theorize
thicken thieve thrash threaten thresh thrive throb thrum thurify thynke tickle ticktack ticktock
tighten tinct tinge tingle tink tinker tinkle tipple tippytoe tiptoe titillate tittup toddle
toenail tolerate toot tope topple totter toughen tousle traduce traipse trammel trample
tranquilise tranquilize tranquillise tranquillize transact transcend transcribe transfigure
transfix transform transfuse transgress translate transliterate transmigrate transmit
transmogrify transmute transpose transubstantiate transude traumatise traumatize trivialise
trivialize trounce truckle tuck tucker tumefy tumesce turne tweak tweedle tweet twiddle twirl
twirp twit twitter typewrite typify tyrannise tyrannize ululate unarm unbend unbind unblock
unbosom unbrace unbundle unburden uncap uncase unchurch uncloak unclothe unclutter uncompress
uncouple uncover undercoat underestimate underfeed undergo underlie underline undermine underpin
underprice underrate undersell underspend understand understate understudy undertake undervalue
underwrite undo undulate unearth unfetter unfold unfreeze unfurl unhallow unhang unhide unhinge
unhook unhorse unify unionise unionize unite universalise universalize unknot unlace unlade
unlatch unlax unlearn unleash unload unlock unloose unloosen unmake unmask unnerve unpack unpick
unplug unravel unroll unsay unscramble unscrew unseal unseat unsettle unsew unsex unsheathe
unsling unsnarl unsolder unspin unstick unstrain unstring unstuffy untangle unteach unthaw untie
untune unveil unweave unwind unwire unwrap upbraid upchuck uphold upraise uprise uproot urinate
urticate usurp utilise utilize uttuh vacate vaccinate vacillate validate valuate vamoose vamp
vanish vanquish vaporise vaporize variegate vary vaticinate vaunt veer vellicate vend venerate
ventilate verbalise verbalize verify versify vesicate vibrate victimise victimize vilify
vilipend vindicate visualise visualize vitalise vitalize vitiate vituperate vivify vocalise
vocalize vomit vouch vowelise vowelize vulgarise vulgarize waddle wade waft waggle waive waken
wallow wamble wander wangle wanna wanta warble warn waul wawl waylay weaken wean weatherstrip
weigh weightlift welch welt wend wham whap wheedle whelm whelp wherewith whet whirr whisk
whisker whiten whittle whizz whomp whop wield winkle winnow wipe withdraw wither withhold
withstand wonduh woolgather worsen worthwile wrangle wrawl wreak wreathe wrest wrestle wrick
wriggle wring write wynne xerox yack yammer yaup yawp yowl zigzag zoom
`;

/**
 * English words of four letters or more that the same lexicon tags both as a base-form verb (VB)
 * and as a singular noun (NN) or an adjective (JJ), 2320 words (`bump`, `refund`, `moderate`): a
 * path may use them for an action or for a thing. Regenerate with:
 *   node -e "const l=require('en-lexicon').lexicon;console.log(Object.entries(l).filter(([w,t])=>{const x=t.split('|');return /^[a-z]{4,}$/.test(w)&&x.includes('VB')&&(x.includes('NN')||x.includes('JJ'))}).map(([w])=>w).sort().join(' '))"
 */
export const LEXICON_NOUN_VERBS = `
abandon absent abstract abuse accent access acclaim accord account ache acquire action addict
address advance advantage adventure advert advise advocate affect affiliate affront agglomerate
aggregate airlift alarm alert alien alienate alight alloy allure ally alter alternate ambuscade
ambush amount anchor angle anguish animate annex answer ante antic antique apologise apparel appeal
approach appropriate approximate arch armor armour array arrest articulate assault assay assent
assist associate attack attempt attire attribute auction auctioneer audit audition autograph
autopsy avail average avoid awake award babble baby back background backlash backpack backstitch
backstop bail bait bake balance balloon band bandage bang bank bankrupt banquet banter barbecue
bard bare bargain barge bark barrack barrage barrel barricade base bash batten batter battle beak
beam bear beat beef beep beetle beggar belch bellow belong bench bend benefit berth beset best bias
bicycle bike bill billet bind binge bird bitch bite bivouac black blackjack blackmail blame blank
blarney blast blather blaze bleach blemish blend blight blind blink blister blob block blockade
bloom blossom blot blotch blow blubber bludgeon blueprint blunder blunt blur blush bluster board
boast body boil bolster bolt bomb bond bone book bookmark boom boomerang boost boot border bosom
boss bottle bottom bounce bower boycott brace brag brake branch brand brandy brave brawl brazen
breach break breast breath breed breeze brew bribe bridge brief brisk bristle broadcast broil
bronze brooch brood brook broom brown bruise brush bubble buck buckle budget buff buffer buffet
build bulge bulk bull bulletin bullshit bully bump bunch bunco bundle bunk bunt burden burlesque
burn burrow burst bushel buss bust bustle busy butcher butt button buzz bypass cabal cabbage cable
cache cake call callous calm camouflage camp campaign canal cancel candy cane cant canvass capture
card care caricature carp carry cart cascade case cash cast catalog catalogue catch caucus cause
caution cave cement censure center centre chaff chagrin chair chairman challenge chamfer champ
champion chance change channel chant charge charm chart charter chase chat chatter chauffeur check
checker cheer chill chin chip chisel choir choke chomp chop chord chorus chrome chuck chuckle chunk
chute cinch circle claim clamor clamp clang clap clash class clatter clean clear click climax climb
clip cloak clock clone close closure clot cloture cloud clown club cluck clue clump cluster clutch
clutter coach coal coat cock code coiffure coil coin collapse collar collect color colour comb
combat combine come comfort command comment commission commit commune commute compact companion
company compare compass complement complete compliment compound compromise computerized concentrate
concern concord concur condition conduct cone conflict confuse conglomerate conjecture consent
consist contact content contest contract contrast control converse convert convict cook cool
coordinate cope copy corkscrew corner corral correct corrupt cost couch cough counsel count
countenance counter counterattack counterbalance counterfeit counterpoint counterweight couple
course court cover crab crack crackle cradle craft cram cramp crane crank crap crapshoot crash
crawl craze creak cream crease credit creep crest crib crimp crimson cripple crisp critique croak
crook crop cross crouch crow crowd crown crunch crusade crush cube cuff culminate curb cure curry
curse curve cushion cycle damage damn damp dance dare darn dart dash dawn daydream daze deaf deal
debate debut decay decease deck decline decontrol decrease decree default defeat defect defunct
degenerate delay delegate deliberate delight deluge demand demo dent deposit depress deregulate
derogate desert design designate desire desolate despair despatch detail devil diagram dial diet
diffuse digest digress dike dilute dimension direct dirty disadvantage disarray discharge
discipline discord discorporate discount discourse discredit discriminate disdain disfavor disgrace
disguise disgust dish dishonor disk dislike dismay disorder dispatch display dispute disquiet
disregard disrespect dissent dissolve distance distress district distrust ditch dither dive divide
divorce dock doctor document dodge dole domicile doom dose double dower down downgrade draft drag
drain drape draught draw dread dream dress dribble drift drill drink drip drive drizzle droop drop
drug drum duck dull dump dunk dupe duplicate dust dwarf ease echo eclipse edge effect elaborate
embargo embrace employ empty encounter endeavor endeavour engineer entrance envy equal erect escape
escort essay esteem estimate even evidence exact excerpt exchange excise excuse exempt exercise
exhaust exhibit exile exit expatriate experience exploit expose express extract eyeball face
facsimile factor fade faggot fail faint fake fall fame fancy fantasy farce fare farm fashion fate
father fatigue fault favor favour fawn fear feast feather feature feed feel feint fence ferment
ferret ferry fiddle field fight figure file filet filibuster fill film filter find fine finger
finish fire firm fish flag flail flame flap flare flash flavor flaw fleck fleece fleet flesh flex
flick flicker flight fling flip float flock flood floor flop flourish flow flower fluff flurry
flush flutter flux foam focus foil fold fond fool foolproof foot footnote forage foray force
forecast foreground forest forfeit forge fork form format fort forward foster foul founder fraction
fracture frame franchise frank fray free freeze freight frequent fret fright frolic front frost
frostbite froth fudge fuel full fumble function funnel furrow further fuse fuss fuze gabble gage
gain gall gallop gamble gang garb garden gargle garment garnish garrison gash gasp gauge gaze gear
gender gentle gesture ghost gibbet gibe gift girdle girth give glamour glance glare glass glaze
gleam glimmer glint glisten glitter gloat gloss glow glue glut goad gobble google gorge grab grace
grade graduate graft grain grandfather grant graph grasp grass grate grave gravel gray green grey
grill grimace grime grin grind grip gripe grit groan groom groove gross ground group grouse growl
growth grub grudge grunt guarantee guard guess guide gull gulp gurgle hack haggle hail halt halter
hammer hamper hand handicap handle hang harbinger harbor harm harness harp harvest hash hassle
hatch hate haul haunt have hawk hazard head heap heart heat heave hedge heed heel heft help herd
hide highball highlight hike hinge hint hire hitch hoard hoax hock hold holiday hollow homer honey
honeymoon honor honour hoof hook hope horn hose host hound house howl huckster huddle hulk humble
humor humour hump hunch hunger hunt hurdle hurry hurt husband hush husk hustle idle image impact
impair implant import impress imprint incarnate incense inch incline inconvenience incorporate
increase indenture index inflate influence inform initial initiate inlay input insert instance
institute instrument insult intercept interchange interconnect interest interface intermediate
intern interview intimate intrigue invalid inventory invite iron irritate issue itch jack jade jail
jawbone jerk jest jewel jingle jinx jockey joint joke jolly jolt jounce journey joyride judge
jumble jump junk junket keel keen keep ketchup kick kill kiss knell knife knight knit knock knot
know knuckle label labor labour lace lack lactate ladder ladle lame lament land lapse lard largesse
lark lash lasso last latch lather laugh launch lavish lead leaf leak lean leap leapfrog lease leash
leave lecture leech legitimate level lever leverage levy licence license lift light like lime limit
limp line link list live load loaf loan lobby lock lodge long look loom loop loose loot lounge
louse love lowball lull lumber lump lunch lurch lure lust mail make malign malpractice mandate
maneuver manifest manifold manufacture many march mark market maroon marshal marvel mash mask mass
massacre massage master mastermind match mate matte matter mature mean measure medicine meet mellow
melt menace mention merchandise merge merit mesh microwave mildew milk mind mine mint mire
misconduct miss mist mistake mistrust misuse mock model moderate mold mollycoddle monitor monkey
moon moonlight moot mortgage mother motion motley motor motorbike motorcycle mount mouse mousse
mouth move muck muddle muff mumble murder murmur muscle muse must mustard muster mute muzzle nail
name narrow near neck need needle negative neglect neighbor neighbour nerve nest network neuter
nibble nickname nose notch note notice nudge numb number nurse nurture oblige obscure occasion
offer offset okay omen ooze open orbit order ordinate ornament outcry outfit outlaw outline
outperform output outrage overcast overcharge overdrive overflow overhang overhaul overlap overlay
overload override overrun oversupply overthrow overuse pace pack package paddle page pain paint
pair pale pall palm panel panic pant pantomime paper parachute parade parallel paraphrase pardon
parent park parley parody part partition pass paste pasture patch patrol patronage patter pattern
pause pawn peal peck pedal peek peep pepper perch perfect perfume peril perk permit perpetuate
pervert peter petition phase phone photograph pick picture piece pigeonhole piggyback pile pillage
pillow pilot pimp pinch pine ping pink pinpoint pioneer pipe pique pirate pitch pitchfork pivot
placard place plague plain plan plane plank plant plaster play plea pleasure pledge plight plot
plow pluck plug plume plummet plump plunder plunge pocket point poise poison poke pole police
polish poll pore portion pose position post postmark posture potter pouch poultice pound pout
powder practice praise prattle precipitate preface prejudice premier premiere premise present
preserve preset press pressure pretend prey prick pride prime print prison privilege prize probe
process proctor prod produce profane profile profit program progress project promenade promise
prompt proof prop propfan prostitute protest provision prowl prune puddle puff puke pull pulp pulse
pump punch punt purchase purge purple purpose purse push putt putter puzzle pyramid quadruple quake
quarrel quarter quaver queer query quest question quiet quip quit quiz quote race rack racket radio
rage raid rail railroad raiment rain raise rake rally ramp range rank ransom rape rate rattle rave
raven reach read ready realestate rear reason reassess rebel rebuff rebuke recall recapture receipt
recess recharge recoil recompense record recount recruit recut redesign redress reek reel refashion
referee reference refill reform refrain refund refuse regard regiment register regret rehash reign
reignite reimpose rein reissue relapse relay release relish relocate remade remark remedy renegade
renown rent repair repeal repeat replete reply report repose reprieve reproach reprobate reproof
request requisition rerun rescue research resell reserve reset reshuffle resolve resort respect
respite respond rest restrict restructure result resume retail retch rethink retort retread retreat
retrograde retrospect return revamp revel revenge reverence reverse review revisit revolt reward
rewrite rhyme riddle ride ridicule riff rifle right rime ring rinse riot ripple rise risk rival
roar roast robe rock rocket roll romance romp rook room roost root rope roughcast round rout rubber
ruin rule rumble rumor rupture rush rust rustle sabotage sack sacrifice saddle safeguard safety
sail saint salute salvage salve sample sanction sand sandpaper sash sashay saunter saute savage
savvy scab scale scam scan scant scar scare scatter scent schedule scheme school schoolchildren
scoff scoop score scorn scotch scourge scout scramble scrap scrape scratch scrawl scream screech
screen screw scrub scuffle sculpture scurry seal search season seat second section secure sedate
seed seesaw segment select sell sense sentence separate sequester service shack shade shadow shaft
shake shallow sham shame shape share shave shear shed sheer shell shelter shepherd shield shift
shin shine ship shit shiver shock shoe shoot shop shore short shout shove show shower shred shriek
shrill shrine shrink shrug shuffle shut shutter sick sieve sigh sight sign signal silence sink site
sizzle skate sketch skewer skid skim skin skipper skirt skunk slack slam slander slang slant slap
slash slaughter sleek sleep sleepwalk sleuth slice slick slide slight slim sling slip slit sliver
slop slope slouch slow slug sluice slumber slump slush smart smash smear smell smile smirk smoke
smooth smudge snack snag snap snare snarl sneak snick snort snow snowball snuff soap sock soil
solace solder sole solo sophisticate sorrow sort sound soup sour space span spare spark sparkle
spat spatter spear spearhead speed spell spice spiel spike spill spin spiral spirit spit spite
splash splice splinter split splurge sponge sponsor spoof spoon sport spot spotlight spout sprawl
spray spread spring sprinkle spruce spume spur spurt squabble squall square squash squat squeak
squeal squeeze squint squirt stab stack stag stage stain stake stall stamp stampede stanch stand
star stare start stash state station staunch stay steady steam steamer steel steep steer stem step
stereotype stew stick stiff still sting stink stint stipulate stir stitch stock stockpile stomach
stone stool stoop stop store storm strain strand strap straw stray streak stream stress stretch
stride strike string strip stroke stroll structure struggle strut stub stud study stuff stumble
stump stunt stutter style subcontract subject sublimate sublime subordinate subpoena substitute
succor suck sugar suit sulfur sulphur summate summit sunburn sunset supplement supply support
surcharge surf surface surfboard surfeit surge surprise surrender survey suspect swagger swallow
swamp swan swank swap swarm swathe sway sweat sweep swell swerve swig swim swing swipe swirl switch
swivel swoon swoop sympathize sync syndicate table taboo tack tackle tail tailor taint take talk
tally tame tangle tank tapdance tape taper target tarry task taste taunt taxi team tear tease
telecast telefax telegraph telephone telescope temper tender tense tent term terrace test thaw thet
thin think thirst thread thrill throne throng throttle throw thrust thud thumb thump thunder thwack
thwart tick ticket tide tidy tiller tilt timber time tincture tint tire tissue title toady toast
toil toll tone tool torment torpedo torture toss total touch tough tour tout tower trace track
trade trademark trail train tramp trance transfer transplant transport trap trash travail travel
traverse travesty tread treasure treat treble tree trek tremble tremor trench trend trespass trial
trick trickle trifle trigger trill trim trip triple triumph troop trot trouble truck trudge trump
trust tumble tune tunnel turn turtle tusk tussle tutor twaddle twin twine twinge twinkle twist
twitch type umpire unbalance undercut underperform underscore undress unfit unsteady update upgrade
uplift upset uptick urge usher utter vacation vacuum vagabond value varnish vault veil vent venture
verse vest veto videotape view violate visit voice void volunteer vote voyage waffle wage wager
wail wait waitress wake walk wall wallop wallpaper waltz wane want wanton ward ware warehouse warm
warp warrant wash wassail waste watch water wave waver wear weary weather weave wedge weed weep
weight welcome weld well welsh welter whack wharf wheel whiff while whimper whine whip whipsaw whir
whirl whirlpool whisper whistle white whiz whoop widen wiggle will wilt wimp wince wind wing wink
winter wire wiretap wish witch witness wobble woman wonder work worm worry worship wrap wreck
wrench wrinkle writhe yank yawl yawn yearn yell yellow yelp yield yodel yoke zest zinc zone
`;
