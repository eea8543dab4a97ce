"""The wake-word tuning and reporting sets: seeded manifests of synthesised clips (audio is rendered at benchmark time).

What it writes (``voice/wake_tuning.jsonl``, ``voice/wake_reporting.jsonl``, ``voice/wake_reporting2.jsonl``,
``voice/wake_reporting3.jsonl``, ``voice/wake_reporting4.jsonl``, ``voice/wake_reporting5.jsonl``,
``voice/wake_reporting6.jsonl``, ``voice/wake_reporting7.jsonl``, ``voice/wake_reporting8.jsonl``,
``voice/wake_reporting9.jsonl``, ``voice/wake_reporting10.jsonl``, ``voice/wake_reporting11.jsonl``,
``voice/wake_reporting12.jsonl``, ``voice/wake_reporting13.jsonl``, ``voice/wake_reporting14.jsonl``,
``voice/wake_reporting15.jsonl``, ``voice/wake_reporting16.jsonl``, ``voice/wake_reporting17.jsonl``,
``voice/wake_reporting18.jsonl``, ``voice/wake_reporting19.jsonl``, ``voice/wake_reporting20.jsonl``,
``voice/wake_reporting21.jsonl``, ``voice/wake_reporting22.jsonl``, ``voice/wake_reporting23.jsonl``,
``voice/wake_reporting24.jsonl``, ``voice/wake_reporting25.jsonl`` and ``voice/wake_reporting26.jsonl``): one JSON row
per clip, three kinds.

- ``wake``: a clip that must wake the appliance. ``text`` is the wake phrase,
  ``question`` what follows it; ``placement`` says how: ``direct`` (one
  synthesis of "open claw, <question>", with the comma, which both synthesisers
  say as a short pause), ``pause`` ("open claw", ``pause_s`` of silence, then
  the question, two syntheses), ``alone`` ("open claw" only) or ``unpaused``
  (one synthesis of "open claw <question>" without the comma: the phrase runs
  straight into the question, as people often say it; only ``reporting4``,
  ``reporting5``, ``reporting6``, ``reporting7``, ``reporting8``, ``reporting9``, ``reporting10``, ``reporting11``,
  ``reporting12``, ``reporting13``, ``reporting14``, ``reporting15``, ``reporting16``, ``reporting17``,
  ``reporting18``, ``reporting19``, ``reporting20``, ``reporting21``, ``reporting22``, ``reporting23``,
  ``reporting24``, ``reporting25`` and ``reporting26`` have it).
  The placements cycle through a split's ``placements`` in row order. ``voice``/``engine`` (flite or
  espeak), ``tempo`` (sox tempo factor) and ``pitch`` (sox pitch, cents) shape the
  speech; ``reverb`` (sox reverberance, 0 = dry) colours it; ``onset`` says what
  comes before it for ``lead_s`` seconds: ``room`` (a quiet room: white noise at
  -70 dBFS), ``edge`` (the same room, and the speech trimmed so that its first
  loud sample is the first sample after the quiet: the energy gate's hardest
  case), ``noise`` (the clip's own ``noise`` running from the start, so the
  speech begins in the middle of it) or ``sudden`` (the quiet room, then the
  clip's ``noise`` starting ``noise_lead_s`` seconds, 0 to 0.25, before the
  speech: a machine switched on as someone speaks). ``noise`` (none, white,
  brown) is mixed at ``snr_db`` (speech RMS over its voiced samples to noise
  RMS) with ``seed``. ``condition`` is the column the clip is reported under:
  clean, snr20, snr10, reverb, onset, sudden (20 dB noise with the ``sudden``
  onset; only in splits whose ``counts`` name it).
- ``near_miss``: a phrase that sounds like the wake phrase and must not wake it
  (same fields; placement ``alone``, the room onset, clean).
- ``stream``: one utterance of the negative stream (speech without the wake
  phrase), in order; ``gap_s`` of room noise precedes it. The first stream row
  (``part: "noise"``) describes the steady noise under the whole stream.

How the tuning and reporting sets are kept apart, and why:

- Phrasings: tuning questions are ``voice/questions.txt`` (the questions earlier
  work was tuned on); reporting questions are :data:`REPORT_QUESTIONS`, written
  for this set. Near misses: tuning uses ``voice/negatives_tuning.txt``;
  reporting uses :data:`REPORT_NEAR_MISSES`, none of which is in the tuning
  list. The tuning stream speaks ``negatives_tuning.txt`` and the tuning
  questions without the wake phrase; the reporting stream speaks
  ``voice/negatives.txt`` and the reporting questions.
- Voices: flite has five English voices that speak freely (``awb_time`` only
  says times), espeak-ng's English voices speak but pocketsphinx's acoustic
  model recognises only its klatt variants of en-us at all (the others do not
  wake it even at a keyphrase threshold of 1e-20; mbrola voices are not
  installed). Tuning gets flite kal, awb, slt and espeak en-us+klatt2. Reporting
  gets every usable voice: the same three flite voices plus kal16 and rms and
  espeak en-us+klatt and en-us+klatt4, which tuning never hears. Five flite
  voices are too few to keep every one out of tuning and still report each; the
  report marks which voices tuning heard, so the unseen ones can be compared.
- Transforms: tuning tempo is 0.9, 1.0 or 1.1 and pitch -200, 0 or +200 cents;
  reporting tempo is 0.85, 0.95, 1.0, 1.05 or 1.15 and pitch -300, -100, 0, +100
  or +300 cents. Tuning reverb is reverberance 40, reporting 70. Noise
  conditions use the same nominal SNRs in both sets (so the columns line up)
  with different seeds.

The reporting manifest is written once, before any tuning, and its figures are
reported, never tuned on. Sizes keep one full ``openclaw benchmark voice`` run
near ten minutes on two cores.

The second reporting set (``reporting2``) was written after the first reporting
set had been scored by several detectors: a detector chosen after seeing those
figures is judged on clips nobody has seen figures for. It was written without
looking at any detector's results. It has the first reporting set's voices (so
the report marks the same ones as unheard by tuning) and sizes, and everything
else of its own:

- Phrasings: questions are :data:`REPORT2_QUESTIONS`, near misses
  :data:`REPORT2_NEAR_MISSES`; the stream speaks
  ``voice/negatives_reporting2.txt`` (bench chatter and questions, some saying
  "open" or "claw" in ordinary use, never the two together) and those questions.
  No phrase of it is spoken by another set (:func:`check_apart`, every pair of
  sets), and none is among the phrases the wake model trains or selects on: the
  phrases written for training, the held-out questions, the generated near
  phrases of both halves and the generated stream sentences
  (:func:`check_unheard`).
- Transforms: tempo 0.88, 0.92, 0.97, 1.03, 1.08 or 1.12 and pitch -250, -150,
  -50, +50, +150 or +250 cents (neither the plain 1.0 nor 0 that both other sets
  use), reverberance 55, noise at the same nominal SNRs as the other sets (so
  the columns line up), and seeds of its own. Row ids start ``rp2-``.

The third reporting set (``reporting3``) was written blind, in the same way, to judge a detector whose adoption had
to be decided after the second reporting set had been scored. It has the same voices and sizes; its phrasings
(:data:`REPORT3_QUESTIONS`, :data:`REPORT3_NEAR_MISSES`, a stream of ``voice/negatives_reporting3.txt`` and those
questions), near misses, tempos (0.86 to 1.14; 0.9 and 1.1 are also tuning's), pitches (-275 to +275 cents),
reverberance (60) and seeds are its own, under the same checks. Row ids start ``rp3-``.

The fourth reporting set (``reporting4``) was written blind, in the same way, to judge detectors retrained with an
``unpaused`` placement: in every earlier set, as in the wake model's training before it, a question follows the wake
phrase only after a pause (the comma's, or silence), so a detector trained to hear the phrase run into the question
needs clips that say it so and that nobody has seen figures for. Its wake rows
cycle through four placements, ``direct``, ``pause``, ``alone`` and ``unpaused``, instead of three. It has the same
voices and sizes; its phrasings (:data:`REPORT4_QUESTIONS`, several starting with words that can blend into "claw"
when said unpaused, :data:`REPORT4_NEAR_MISSES`, a stream of ``voice/negatives_reporting4.txt`` and those
questions), tempos (0.87 to 1.13), pitches (-225 to +225 cents), reverberance (50) and seeds are its own, on no other
set's lists, under the same checks. Row ids start ``rp4-``.

The fifth reporting set (``reporting5``) was written blind, in the same way, to judge detectors chosen after the
fourth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT5_QUESTIONS`, lab-bench
and workshop questions, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT5_NEAR_MISSES`, a stream of ``voice/negatives_reporting5.txt`` and those questions), tempos (0.89 to
1.11), pitches (-240 to +240 cents), reverberance (65) and seeds are its own, on no other set's lists, under the same
checks. Row ids start ``rp5-``.

The sixth reporting set (``reporting6``) was written blind, in the same way, to judge detectors chosen after the
fifth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT6_QUESTIONS`, lab-bench
questions about meters, rework, generators, analysers, extraction, vices, labels and antistatic mats, several starting
with words that can blend into "claw" when said unpaused, :data:`REPORT6_NEAR_MISSES`, a stream of
``voice/negatives_reporting6.txt`` and those questions), tempos (0.875 to 1.125, in steps between the two-decimal ones
the other sets use), pitches (-260 to +260 cents), reverberance (45) and seeds are its own, on no other set's lists,
under the same checks. Row ids start ``rp6-``.

The seventh reporting set (``reporting7``) was written blind, in the same way, to judge detectors chosen after the
sixth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT7_QUESTIONS`, lab-bench
questions about grinder guards, pick-and-place machines, reflow ovens, crimping tools, cable testers, microscopes,
wire strippers and heat-shrink guns, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT7_NEAR_MISSES`, a stream of ``voice/negatives_reporting7.txt`` and those questions), tempos (0.865 to
1.135, three-decimal steps no other set uses), pitches (-270 to +270 cents), reverberance (75) and seeds are its own,
on no other set's lists, under the same checks. Row ids start ``rp7-``.

The eighth reporting set (``reporting8``) was written blind, in the same way, to judge detectors chosen after the
seventh reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT8_QUESTIONS`, lab-bench
questions about ultrasonic cleaners, thermal cameras, component testers, clamp meters, desoldering guns, rotary tools,
curing lamps and coating booths, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT8_NEAR_MISSES`, a stream of ``voice/negatives_reporting8.txt`` and those questions), tempos (0.885 to
1.115, three-decimal steps no other set uses), pitches (-280 to +280 cents), reverberance (62) and seeds are its own,
on no other set's lists, under the same checks. Row ids start ``rp8-``.

The ninth reporting set (``reporting9``) was written blind, in the same way, to judge detectors chosen after the
eighth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT9_QUESTIONS`, lab-bench
questions about electronic loads, LCR meters, insulation testers, dry cabinets, stencil printers, lithium chargers,
spectrum analysers and blast cabinets, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT9_NEAR_MISSES`, a stream of ``voice/negatives_reporting9.txt`` and those questions), tempos (0.895 to
1.105, three-decimal steps no other set uses), pitches (-290 to +290 cents), reverberance (68) and seeds are its own,
on no other set's lists, under the same checks. Row ids start ``rp9-``.

The tenth reporting set (``reporting10``) was written blind, in the same way, to judge detectors chosen after the
ninth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT10_QUESTIONS`, lab-bench
questions about magnetic stirrers and hot plates, centrifuges, arbor presses, climate chambers, hardness testers,
vinyl cutters, water baths and tensile testers, several starting with words that can blend into "claw" when said
unpaused, :data:`REPORT10_NEAR_MISSES`, a stream of ``voice/negatives_reporting10.txt`` and those questions), tempos
(0.878 to 1.122, three-decimal steps no other set uses), pitches (-230 to +230 cents), reverberance (58) and seeds are
its own, on no other set's lists, under the same checks; its near misses are also outside every generated family of
hard negatives (``wakehard.FAMILIES``). Row ids start ``rp10-``.

The eleventh reporting set (``reporting11``) was written blind, in the same way, to judge detectors chosen after the
tenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes; its phrasings (:data:`REPORT11_QUESTIONS`, lab-bench
questions about ph meters, autoclaves, spot welders, kilns, refractometers, heat presses, belt sanders and pipettes,
several starting with words that can blend into "claw" when said unpaused, :data:`REPORT11_NEAR_MISSES`, a stream of
``voice/negatives_reporting11.txt`` and those questions), tempos (0.872 to 1.128, three-decimal steps no other set
uses), pitches (-220 to +220 cents), reverberance (52) and seeds are its own, on no other set's lists, under the same
checks; its near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids
start ``rp11-``.

The twelfth reporting set (``reporting12``) was written blind, in the same way, to judge detectors chosen after the
eleventh reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and a sixth wake condition, ``sudden`` (20 dB noise
switched on just before the speech); its phrasings (:data:`REPORT12_QUESTIONS`, lab-bench questions about vacuum
pumps, glove boxes, rotary evaporators, gas cylinders, drying ovens, spill kits, fire blankets and analytical balances,
several starting with words that can blend into "claw" when said unpaused, :data:`REPORT12_NEAR_MISSES`, a stream of
``voice/negatives_reporting12.txt`` and those questions), tempos (0.866 to 1.134, three-decimal steps no other set
uses), pitches (-210 to +210 cents), reverberance (56) and seeds are its own, on no other set's lists, under the same
checks; its near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids
start ``rp12-``.

The thirteenth reporting set (``reporting13``) was written blind, in the same way, to judge detectors chosen after the
twelfth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT13_QUESTIONS`, lab-bench questions about vortex mixers, pcr machines, spectrophotometers,
shaking incubators, data loggers, appliance testers, gel tanks and tube benders, several starting with words that can
blend into "claw" when said unpaused, :data:`REPORT13_NEAR_MISSES`, a stream of ``voice/negatives_reporting13.txt``
and those questions), tempos (0.874 to 1.126, three-decimal steps no other set uses), pitches (-245 to +245 cents),
reverberance (63) and seeds are its own, on no other set's lists, under the same checks; its near misses are also
outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp13-``.

The fourteenth reporting set (``reporting14``) was written blind, in the same way, to judge detectors chosen after the
thirteenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT14_QUESTIONS`, lab-bench and workshop questions about sample preparation, material testing,
high-temperature and sheet-metal equipment and fibre-optic tools, several starting with words that can blend into
"claw" when said unpaused, :data:`REPORT14_NEAR_MISSES`, a stream of ``voice/negatives_reporting14.txt`` and those
questions), tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses),
reverberance (a value no other set uses) and seeds are its own, on no other set's lists, under the same checks; its
near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start
``rp14-``.

The fifteenth reporting set (``reporting15``) was written blind, in the same way, to judge detectors chosen after the
fourteenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT15_QUESTIONS`, lab-bench and workshop questions about plastic forming and moulding, metal
cutting, powder sizing and grinding, melting point and plate reading, and sample polishing, several starting with words
that can blend into "claw" when said unpaused, :data:`REPORT15_NEAR_MISSES`, a stream of
``voice/negatives_reporting15.txt`` and those questions), tempos (three-decimal steps no other set uses), pitches
(within +/-250 cents, values no other set uses), reverberance (a value no other set uses) and seeds are its own, on no
other set's lists, under the same checks; its near misses are also outside every generated family of hard negatives
(``wakehard.FAMILIES``). Row ids start ``rp15-``.

The sixteenth reporting set (``reporting16``) was written blind, in the same way, to judge detectors chosen after the
fifteenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT16_QUESTIONS`, lab-bench and workshop questions about fluid pumping and gas analysis,
anodising, sound level and borescope inspection, sewing, colony counting and indexing on the mill, several starting
with words that can blend into "claw" when said unpaused, :data:`REPORT16_NEAR_MISSES`, a stream of
``voice/negatives_reporting16.txt`` and those questions), tempos (three-decimal steps no other set uses), pitches
(within +/-250 cents, values no other set uses), reverberance (a value no other set uses) and seeds are its own, on no
other set's lists, under the same checks; its near misses are also outside every generated family of hard negatives
(``wakehard.FAMILIES``). Row ids start ``rp16-``.

The seventeenth reporting set (``reporting17``) was written blind, in the same way, to judge detectors chosen after the
sixteenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT17_QUESTIONS`, lab-bench and workshop questions about throwing on the pottery wheel,
blacksmithing at the forge, bookbinding with the paper guillotine, joinery on the router table, tiling with the tile
saw, and moisture, wall thickness and conductivity readings, several starting with words that can blend into "claw"
when said unpaused, :data:`REPORT17_NEAR_MISSES`, a stream of ``voice/negatives_reporting17.txt`` and those
questions), tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses),
reverberance (a value no other set uses) and seeds are its own, on no other set's lists, under the same checks; its
near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start
``rp17-``.

The eighteenth reporting set (``reporting18``) was written blind, in the same way, to judge detectors chosen after the
seventeenth reporting set had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``,
``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them;
its phrasings (:data:`REPORT18_QUESTIONS`, lab-bench and workshop questions about mig welding, balancing wheels and
changing tyres, working in the laminar flow cabinet, filling the liquid nitrogen dewar, airbrushing, screen printing
with the exposure unit, and sharpening on the whetstone, several starting with words that can blend into "claw" when
said unpaused, :data:`REPORT18_NEAR_MISSES`, a stream of ``voice/negatives_reporting18.txt`` and those questions),
tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses), reverberance
(a value no other set uses) and seeds are its own, on no other set's lists, under the same checks; its near misses are
also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp18-``.

The nineteenth reporting set (``reporting19``) was written blind, in the same way, to judge detectors chosen after
``reporting17`` and ``reporting18`` had been scored. Its wake rows cycle through the same four placements, ``direct``,
``pause``, ``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden``
among them; its phrasings (:data:`REPORT19_QUESTIONS`, lab-bench and workshop questions about beads at the lampworking
torch, the rock tumbler and the lapidary trim saw, the scroll saw, the hot wire foam cutter, the overlocker, the
embroidery machine and sections on the cryostat, several starting with words that can blend into "claw" when said
unpaused, :data:`REPORT19_NEAR_MISSES`, a stream of ``voice/negatives_reporting19.txt`` and those questions), tempos
(three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses), reverberance (a value
no other set uses) and seeds are its own, on no other set's lists, under the same checks; its near misses are also
outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp19-``.

The twentieth reporting set (``reporting20``) was written blind, in the same way, to judge detectors chosen after
``reporting19`` had been scored. Its wake rows cycle through the same four placements, ``direct``, ``pause``, ``alone``
and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them; its
phrasings (:data:`REPORT20_QUESTIONS`, lab-bench and workshop questions about the bicycle repair bench, truing wheels,
bleeding brakes, tubeless sealant, the headset press and the derailleur, and the watch repair bench, the timegrapher,
the demagnetiser, the mainspring winder and the crystal press, several starting with words that can blend into "claw"
when said unpaused, :data:`REPORT20_NEAR_MISSES`, a stream of ``voice/negatives_reporting20.txt`` and those
questions), tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses),
reverberance (a value no other set uses) and seeds are its own, on no other set's lists, under the same checks; its
near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start
``rp20-``.

The twenty-first reporting set (``reporting21``) was written blind, in the same way, to judge detectors chosen after
``reporting19`` and ``reporting20`` had been scored. Its wake rows cycle through the same four placements, ``direct``,
``pause``, ``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden``
among them; its phrasings (:data:`REPORT21_QUESTIONS`, lab-bench and workshop questions about the stained glass
studio, cutting and grinding glass, copper foil, lead came, solder and patina, and the luthier's bench, frets, the nut
files, the bending iron, string action, radius blocks and gluing clamps, several starting with words that can blend
into "claw" when said unpaused, :data:`REPORT21_NEAR_MISSES`, a stream of ``voice/negatives_reporting21.txt`` and
those questions), tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set
uses), reverberance (a value no other set uses) and seeds are its own, on no other set's lists, under the same checks;
its near misses are also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start
``rp21-``.

The twenty-second reporting set (``reporting22``) was written blind, in the same way and alongside ``reporting21``, to
judge the same detectors. Its wake rows cycle through the same four placements, ``direct``, ``pause``, ``alone`` and
``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them; its phrasings
(:data:`REPORT22_QUESTIONS`, workshop questions about the honey room, the extractor, uncapping, settling tanks, the wax
melter, frames and foundation and the hives, and the letterpress print shop, the platen press, the composing stick,
wooden type, packing and the type cabinet, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT22_NEAR_MISSES`, a stream of ``voice/negatives_reporting22.txt`` and those questions), tempos
(three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses), reverberance (a value
no other set uses) and seeds are its own, on no other set's lists, under the same checks; its near misses are also
outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp22-``.

The twenty-third reporting set (``reporting23``) was written blind, in the same way, to judge detectors chosen after
``reporting21`` and ``reporting22`` had been scored. Its wake rows cycle through the same four placements, ``direct``,
``pause``, ``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden``
among them; its phrasings (:data:`REPORT23_QUESTIONS`, workshop questions about the upholstery room, jute webbing, the
staple gun, piping cord, tacks, coil springs and horsehair stuffing, and the cheese room, the curd knife, rennet, whey,
the cheese press, the maturing cave and the brine bath, several starting with words that can blend into "claw" when
said unpaused, :data:`REPORT23_NEAR_MISSES`, a stream of ``voice/negatives_reporting23.txt`` and those questions),
tempos (three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses), reverberance
(a value no other set uses) and seeds are its own, on no other set's lists, under the same checks; its near misses are
also outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp23-``.

The twenty-fourth reporting set (``reporting24``) was written blind, in the same way and alongside ``reporting23``, to
judge the same detectors. Its wake rows cycle through the same four placements, ``direct``, ``pause``, ``alone`` and
``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them; its phrasings
(:data:`REPORT24_QUESTIONS`, workshop questions about the sail loft, grommets, the sewing palm, sail tape, sailcloth,
batten pockets and cringles, and the bakehouse, the sourdough starter, proving baskets, the deck oven, the dough, the
bench scraper and the peels, several starting with words that can blend into "claw" when said unpaused,
:data:`REPORT24_NEAR_MISSES`, a stream of ``voice/negatives_reporting24.txt`` and those questions), tempos
(three-decimal steps no other set uses), pitches (within +/-250 cents, values no other set uses), reverberance (a value
no other set uses) and seeds are its own, on no other set's lists, under the same checks; its near misses are also
outside every generated family of hard negatives (``wakehard.FAMILIES``). Row ids start ``rp24-``.

The twenty-fifth reporting set (``reporting25``) was written blind, in the same way, to judge detectors chosen after
``reporting23`` and ``reporting24`` had been scored. Its wake rows cycle through the same four placements, ``direct``,
``pause``, ``alone`` and ``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden``
among them; its phrasings (:data:`REPORT25_QUESTIONS`, workshop questions about the picture framing workshop, the mount
cutter, mount board, the underpinner, frame moulding, picture glass, backing board and hanging wire, and the weaving
studio, the floor loom, the warp, the boat shuttle, the back beam, selvedges, heddles, the reed and the warping board,
several starting with words that can blend into "claw" when said unpaused, :data:`REPORT25_NEAR_MISSES`, a stream of
``voice/negatives_reporting25.txt`` and those questions), tempos (three-decimal steps no other set uses), pitches
(within +/-250 cents, values no other set uses), reverberance (a value no other set uses) and seeds are its own, on no
other set's lists, under the same checks; its near misses are also outside every generated family of hard negatives
(``wakehard.FAMILIES``). Row ids start ``rp25-``.

The twenty-sixth reporting set (``reporting26``) was written blind, in the same way and alongside ``reporting25``, to
judge the same detectors. Its wake rows cycle through the same four placements, ``direct``, ``pause``, ``alone`` and
``unpaused``. It has the same voices and sizes, and the same six wake conditions, ``sudden`` among them; its phrasings
(:data:`REPORT26_QUESTIONS`, workshop questions about the leather workshop, shoulder hides, pricking irons, waxed
linen thread, the edge beveller, buckles, burnishing and the stitching pony, and the brewhouse, the mash, crushed
malt, bittering hops, the fermenters and their airlocks, the wort, the kegs and the hydrometer, several starting with
words that can blend into "claw" when said unpaused, :data:`REPORT26_NEAR_MISSES`, a stream of
``voice/negatives_reporting26.txt`` and those questions), tempos (three-decimal steps no other set uses), pitches
(within +/-250 cents, values no other set uses), reverberance (a value no other set uses) and seeds are its own, on no
other set's lists, under the same checks; its near misses are also outside every generated family of hard negatives
(``wakehard.FAMILIES``). Row ids start ``rp26-``.

Usage: python build_wake_sets.py   (writes the twenty-seven manifests in voice/, after the checks pass)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent / "voice"
WAKE = "open claw"

REPORT_QUESTIONS = [
    "how tight should the motor mount screws be",
    "what grease goes into the spindle",
    "where is the main fuse",
    "how long does the spindle need to warm up",
    "what do i check before starting the machine",
    "which belt fits the drive pulley",
    "how much runout is too much",
    "what speed can the spindle reach",
    "who do i call when the emergency stop trips",
    "what gloves do i wear at the lathe",
    "how do i reset the controller",
    "why does the motor get hot",
    "what size are the bracket bolts",
    "how do i lock out the machine",
    "when was the spindle last serviced",
    "is the guard door interlocked",
]
"""Reporting questions: about the same bench documents as the tuning questions, in words of their own."""

REPORT_NEAR_MISSES = [
    "open class", "oh pen claw", "open door", "clause", "a pen claw", "open cloth", "opening claws",
    "hope and claw", "open law", "open flaw", "broken claws", "open the claw", "oven claw", "open clog",
    "open clue", "open jaw", "open clock", "open collar", "up in claw", "an open clause", "open plaws",
    "hoping claw", "opera claw", "open glaw",
]
"""Reporting near misses: one sound off "open claw" (or the phrase broken up), none in negatives_tuning.txt."""

REPORT2_QUESTIONS = [
    "what wire colour goes to the ground terminal",
    "how many newton metres for the cover plate screws",
    "where do i find the spare drive belts",
    "which fuse protects the stepper drivers",
    "how often should the coolant pump be inspected",
    "what tool do i need to remove the spindle nut",
    "who signs off the weekly safety check",
    "is the power supply wired for two hundred and thirty volts",
    "what part number is the spindle bearing",
    "when is the next planned maintenance day",
    "how do i test the emergency stop circuit",
    "what should i wear when changing the coolant",
    "how do i know the belt is worn out",
    "which cable runs to the limit switch",
    "how long can the laser stay on",
    "what do i do after a fuse blows",
]
"""Second reporting set's questions: about the same bench documents, in words of their own (on no other list)."""

REPORT2_NEAR_MISSES = [
    "so pen claw", "open cloak", "open clot", "hoe pen claw", "opal clock", "open cluck", "upon clause",
    "open close", "owe pen claw", "open clerk", "soap and claw", "open clam", "open clown", "pen claw",
    "cope in claw", "hope on claw", "an oak claw", "the spoken clause", "opening clauses", "open glow",
    "rope and claw", "open clove", "open each claw", "the open cloakroom",
]
"""Second reporting set's near misses: a sound or two off "open claw", a word inserted or split, or inside a longer
phrase; on no other set's list, nor among the phrases training and the generated hard negatives use."""

REPORT3_QUESTIONS = [
    "when is the oscilloscope due for calibration",
    "what temperature should the soldering iron be set to",
    "how do i set the trigger level on the scope",
    "what pressure does the pneumatic line run at",
    "which filament do we load in the three d printer",
    "how do i level the print bed",
    "what setting goes on the torque wrench for the wheel nuts",
    "where are the safety data sheets for the solvents",
    "can i store acetone under the bench",
    "how long should the fume extractor run after soldering",
    "who is booked on the laser cutter this afternoon",
    "when does the calibration certificate for the multimeter expire",
    "which tip do i use for surface mount parts",
    "how do i bleed air out of the pneumatic cylinder",
    "what airflow should the extraction hood reach",
    "when is the ventilation system next serviced",
]
"""Third reporting set's questions: about bench documents, in words of their own (on no other list)."""

REPORT3_NEAR_MISSES = [
    "they open clams", "hope in cloth", "oh pencil awe", "hopping clause", "low pin claw", "oak and claws",
    "dope and clay", "coat pen claw", "owen clawed", "a pen clipped", "upend the claw", "smoke and claw",
    "the poking claw", "soap in claws", "hoping clown", "go pin claws", "open clover", "open klaxon", "open clamour",
    "we open clocks", "opened claws", "ocean claws", "pope and claw", "a woken claw",
]
"""Third reporting set's near misses: a sound or two off "open claw", the words split or run together, a syllable
added, or inside a short phrase; on no other set's list, nor among the phrases training and the generated hard
negatives use."""

REPORT4_QUESTIONS = [
    "what oil goes in the pillar drill gearbox",
    "list the steps for changing the bandsaw blade",
    "show me the wiring diagram for the spindle motor",
    "how far should the dial indicator move when i turn the chuck",
    "which drill size goes with an m eight tap",
    "where are the spare collets",
    "can the lathe run with the chuck guard open",
    "what feed rate do i use for aluminium on the mill",
    "how do i zero the digital readout",
    "when was the surface grinder wheel last dressed",
    "who has the key to the tool crib",
    "list the open work orders",
    "how many hours until the spindle bearings need grease",
    "what clearance does the grinder tool rest need",
    "why does the mill chatter on deep cuts",
    "can i use the bench grinder without a face shield",
]
"""Fourth reporting set's questions: workshop questions in words of their own (on no other list), several starting
with a word ("what", "which", "how", "where", "can", "list", "show") that can run into "claw" when said unpaused."""

REPORT4_NEAR_MISSES = [
    "open call", "open claim", "open floor", "open clasp", "open code", "open jar", "opens all", "clawed it open",
    "claw it open", "broken straw", "stolen claw", "open course", "broken clock", "open clinic", "open glass",
    "hopeful claw", "woken cloth", "open closet", "open and close", "old pen claw", "a pen and claw", "open crate",
    "oaken claw", "hope to claw back",
]
"""Fourth reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" before another word, another word before a "claw"-like one, the two words reversed); on no other set's list,
nor among the phrases training and the generated hard negatives use."""

REPORT5_QUESTIONS = [
    "what time base do i set on the oscilloscope for the encoder signal",
    "which tip fits the soldering station for through hole joints",
    "how do i set the current limit on the bench power supply",
    "where is the spare nozzle for the three d printer kept",
    "can i leave the three d printer running overnight",
    "list the torque wrench settings for the gearbox cover",
    "show me the pinout for the sensor connector",
    "tell me the bed temperature for printing nylon",
    "is the soldering station earthed",
    "does the bench power supply have a remote sense input",
    "when should the torque wrench go back for calibration",
    "what voltage range does the isolation transformer cover",
    "which probe goes with the high voltage channel",
    "how do i store the torque wrench at the end of the day",
    "where does the solder waste go",
    "can the hot air station lift off the voltage regulator",
]
"""Fifth reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does")
that can run into "claw" when said unpaused."""

REPORT5_NEAR_MISSES = [
    "open clear", "open flow", "open clack", "open clutch", "open cleat", "open clink", "open clamshell",
    "open cleft", "open clutter", "open colour", "open claret", "opens the claw", "copper claw", "oboe claw",
    "owing claw", "smoking claw", "up and claw", "no pen claw", "whole pen claw", "swollen claw", "hopeless claw",
    "claw open", "clawing it open", "the claw swung open",
]
"""Fifth reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" before another word, another word before a "claw"-like one, the two words reversed); on no other set's list,
nor among the phrases training and the generated hard negatives use."""

REPORT6_QUESTIONS = [
    "what range do i pick on the multimeter for mains voltage",
    "which nozzle goes on the hot air rework station for small chips",
    "how do i set a square wave on the signal generator",
    "where is the spare test lead set for the multimeter",
    "can the logic analyser decode an i two c bus",
    "list the channels the logic analyser has free",
    "show me how to clamp a board in the bench vice",
    "tell me when the fume extractor filter was last swapped",
    "is the esd mat connected to the earth point",
    "does the label printer take the wide tape",
    "who checks the wrist straps at the esd bench",
    "when does the hot air station go into standby",
    "why does the multimeter beep on the current range",
    "what airflow suits plastic connectors on the rework station",
    "how wide do the bench vice jaws go",
    "which frequency does the signal generator start up at",
]
"""Sixth reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT6_NEAR_MISSES = [
    "open clone", "open clout", "open cleaver", "open clipper", "open clobber", "open chlorine", "open classroom",
    "open cluster", "open calendar", "open cloister", "open clarinet", "open claymore", "roman claw", "pollen claw",
    "motion claw", "roaming claw", "ripen claw", "coping saw", "a dozen claws", "claws half open",
    "the claw was open", "santa claus", "so claustrophobic", "openly clawing",
]
"""Sixth reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" before another word, another word before a "claw"-like one, the two words reversed, words that hold the
sounds); on no other set's list, nor among the phrases training and the generated hard negatives use."""

REPORT7_QUESTIONS = [
    "what gap should the bench grinder guard leave above the wheel",
    "which feeder holds the small resistors on the pick and place machine",
    "how long does the reflow oven take to reach its peak temperature",
    "where is the die set for the crimping tool kept",
    "can the cable tester check a shielded network lead",
    "list the boards waiting for the pick and place machine",
    "show me how to focus the inspection microscope",
    "tell me which notch on the wire stripper suits thin wire",
    "is the heat shrink gun safe to rest on the bench mat",
    "does the reflow oven need its lid shut during a run",
    "who loads the parts reels on the pick and place machine",
    "when should the jaws of the crimping tool be replaced",
    "why does the cable tester report a split pair",
    "what magnification does the microscope start on",
    "how hot does the heat shrink gun get on the high setting",
    "which profile does the reflow oven use for lead free paste",
]
"""Seventh reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT7_NEAR_MISSES = [
    "open clapboard", "open cladding", "open clapper", "open clatter", "open cleanup", "open clipboard", "open clavicle",
    "open climate", "open cliff", "open clinch", "open collage", "open callous", "mopping clause", "loosen claw",
    "bolting claw", "hopping clawed", "wooden claw", "spoken flaw", "hoping to claw", "clawed back open",
    "the claw reopened", "oh pin clause", "a poem clause", "robin clawing",
]
"""Seventh reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" before another word, another word before a "claw"-like one, the two words reversed, words that hold the
sounds); on no other set's list, nor among the phrases training and the generated hard negatives use."""

REPORT8_QUESTIONS = [
    "what fluid goes in the ultrasonic cleaner for flux residue",
    "which lens fits the thermal camera for close up boards",
    "how do i null the leads on the component tester",
    "where is the charger for the clamp meter kept",
    "can the desoldering gun clear a blocked through hole",
    "list the jobs booked for the coating booth this week",
    "show me how to change the bit in the rotary tool",
    "tell me how long the curing lamp should shine on the glue",
    "is the spray booth fan meant to run before i start coating",
    "does the clamp meter read direct current",
    "who empties the filter on the desoldering gun",
    "when was the thermal camera last checked against a reference",
    "why does the ultrasonic cleaner get warm after a while",
    "what grit goes on the rotary tool for deburring brass",
    "how thick should the coating be on the sensor boards",
    "which goggles go with the curing lamp",
]
"""Eighth reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT8_NEAR_MISSES = [
    "open cloudburst", "open clambake", "open clippings", "open clubroom", "open clash", "open client",
    "open closure", "open clavichord", "open clearing", "open clothing", "open clubhouse", "open climber",
    "the golden clause", "frozen claws", "a token clause", "the chosen claws", "woven clause", "lotion clause",
    "hoping for claws", "claw wide open",
    "the claws popped open", "oh pan claw", "unopened claw", "roped in claws",
]
"""Eighth reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" before another word, another word before a "claw"-like one, the two words reversed, words that hold the
sounds); on no other set's list, nor among the phrases training and the generated hard negatives use."""

REPORT9_QUESTIONS = [
    "what current should the electronic load sink for the battery test",
    "which frequency do i pick on the lcr meter for small inductors",
    "how long should the insulation tester hold its test voltage",
    "where is the humidity card for the dry cabinet kept",
    "can the stencil printer handle a double sided board",
    "list the packs waiting on the lithium charger",
    "show me how to set a marker on the spectrum analyser",
    "tell me which media the blast cabinet is loaded with",
    "is the dry cabinet door meant to stay shut while it dries",
    "does the electronic load have a constant resistance mode",
    "who cleans the squeegee on the stencil printer",
    "when was the spectrum analyser last sent away for calibration",
    "why does the lithium charger stop at ninety percent",
    "what voltage does the insulation tester use on mains cables",
    "how fine are the glass beads in the blast cabinet",
    "which test fixture suits surface mount parts on the lcr meter",
]
"""Ninth reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT9_NEAR_MISSES = [
    "upon closer inspection", "opened cleanly", "opens clockwise", "an opal clasp", "an unspoken clause",
    "hope and closure", "the can opener clicks", "open toed clogs", "a broken clamp", "owen and klaus",
    "the postpone clause", "hold the pen closer", "throw in clauses", "the ocean clawed", "open a clementine",
    "open clingfilm", "a golden clock", "open call log", "hoping claude", "opened claims",
    "soap and cloth", "the reopen clause", "open clickbait", "open cluedo",
]
"""Ninth reporting set's near misses: things people say that sound like "open claw" (another vowel or consonant,
"open" or a word ending like it before a word starting like "claw", words that hold the sounds, names); on no other
set's list, nor among the phrases training and the generated hard negatives use."""

REPORT10_QUESTIONS = [
    "what speed should the magnetic stirrer run at for the thick resin",
    "which rotor goes in the centrifuge for the small tubes",
    "how far down should the arbor press go when fitting a bearing",
    "where is the door key for the climate chamber kept",
    "can the hardness tester measure thin sheet",
    "list the samples waiting for the tensile tester",
    "show me how to load a new roll into the vinyl cutter",
    "tell me what temperature the water bath is set to",
    "is the hot plate surface still hot after the light goes out",
    "does the centrifuge lock its lid while it spins",
    "who changes the grips on the tensile tester",
    "when was the hardness tester last checked with a test block",
    "why does the climate chamber frost up at minus forty",
    "what blade depth suits thin vinyl on the cutter",
    "how often should the water in the water bath be changed",
    "which ram fits the arbor press for pressing pins",
]
"""Tenth reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT10_NEAR_MISSES = [
    "tooth and claw", "bone and claw", "opaque gloss", "open glove box", "a hopeless cause", "hope and glory",
    "the closing clause", "a known flaw", "open plaza", "open catalogue", "ocean floor", "poke and claw",
    "oakland law", "open coleslaw", "a broken clause", "a golden clasp", "an open lawsuit", "open quotes",
    "an open cold case", "open gauze", "woken claws", "stolen clause", "open and clean", "a soaking cloth",
]
"""Tenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases and names);
on no other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT11_QUESTIONS = [
    "what buffer do i use to calibrate the ph meter before the acid samples",
    "which tray goes in the autoclave for the glass bottles",
    "how long should the spot welder pulse be for nickel strip",
    "where is the spare probe for the ph meter kept",
    "can the kiln fire glazed pots and bisque in the same load",
    "list the jobs booked on the heat press for tomorrow",
    "show me how to change the belt on the belt sander",
    "tell me how to zero the refractometer with distilled water",
    "is the autoclave door meant to stay locked until the pressure drops",
    "does the spot welder need the foot pedal plugged in",
    "who checks the pipettes for leaks each month",
    "when was the kiln last fitted with new elements",
    "why does the belt sander drift to one side of the roller",
    "what pressure suits thin cotton on the heat press",
    "how often should the refractometer prism be cleaned",
    "which tip size fits the pipette for small volumes",
]
"""Eleventh reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT11_NEAR_MISSES = [
    "oven cloth", "an oven glove", "hope and clarity", "hope in clover", "soap and clay", "ocean clay", "hopping clogs",
    "hold on claude", "oh no claude", "the oval clock", "an oaken clock", "open applause", "spoken clearly",
    "an old pen clip", "a roman clock", "the golden cloak", "a wooden clothes peg", "oaken flaws", "open scrawl",
    "holding cloth", "an oaken floor", "a propane clamp", "oklahoma law", "the opal glow",
]
"""Eleventh reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases and names);
on no other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT12_QUESTIONS = [
    "what oil does the vacuum pump need after it has run wet",
    "which gloves fit the ports on the nitrogen glove box",
    "how slowly should the rotary evaporator spin for the ethanol flask",
    "where is the spare regulator for the argon cylinder kept",
    "can the drying oven hold glassware with plastic caps on",
    "list the items missing from the chemical spill kit",
    "show me how to pull the fire blanket from its pouch",
    "tell me how to tare the analytical balance with a weighing boat",
    "is the glove box oxygen reading low enough for the lithium work",
    "does the vacuum pump need the gas ballast on while it warms up",
    "who refills the absorbent pads in the chemical spill kit",
    "when was the analytical balance last checked with the test weights",
    "why does the rotary evaporator lose vacuum halfway through a run",
    "what temperature should the drying oven sit at for the filter papers",
    "how tight should the argon regulator be screwed onto the cylinder",
    "which fire blanket hangs nearest the solvent cupboard",
]
"""Twelfth reporting set's questions: lab-bench questions in everyday words of their own (on no other list), several
starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who", "when",
"why") that can run into "claw" when said unpaused."""

REPORT12_NEAR_MISSES = [
    "opal slaw", "open clap", "oaken straw", "hoping clause", "a stolen paw", "woken flaw", "hoping paws",
    "often cause", "open gnaw", "open clod", "woken paws", "ocean paw", "golden paw", "hope and thaw", "open thaw",
    "ogre claw", "oaken clasp", "olden claw", "the spoken law", "open clef", "opening cause", "toe pen claw",
    "chosen law", "frozen slaw",
]
"""Twelfth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases); on no
other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT13_QUESTIONS = [
    "what speed should the vortex mixer be on for the small sample tubes",
    "which block goes in the pcr machine for the thin walled strips",
    "how long should the spectrophotometer lamp warm up before a reading",
    "where is the spare clamp for the shaking incubator platform kept",
    "can the data logger record the freezer temperature over the weekend",
    "list the extension leads that failed on the appliance tester",
    "show me how to fill the gel tank with running buffer",
    "tell me which former suits the thin copper pipe on the tube bender",
    "is the pcr machine lid meant to heat up before the run starts",
    "does the shaking incubator stop spinning when someone lifts the lid",
    "who cleans out the cuvettes after the spectrophotometer is used",
    "when was the appliance tester last sent back for its yearly check",
    "why does the vortex mixer creep across the bench on the top setting",
    "what voltage should the gel tank run at for a small agarose gel",
    "how often does the data logger take a reading by default",
    "which mark on the tube bender lines up with the start of the bend",
]
"""Thirteenth reporting set's questions: lab-bench questions in everyday words of their own (on no other list),
several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT13_NEAR_MISSES = [
    "open gloss", "open floss", "open plough", "open pause", "open blog", "open lore", "opened jaws",
    "unknown claws", "roman law", "ocean law", "open cause", "slow pen claws", "trombone claw", "open flaws",
    "hope and klaus", "opens laws", "open saw", "open paw", "hopeful clause", "an open coal fire", "open court",
    "hoping flaws", "woven cloth", "an open flue",
]
"""Thirteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases and names);
on no other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT14_QUESTIONS = [
    "what temperature should the freeze dryer condenser reach before the samples go in",
    "which blade holder goes on the microtome for the wax blocks",
    "how long should the sample sit in the viscometer before the reading settles",
    "where is the spare shaft for the homogeniser kept",
    "can the titrator run the acid samples overnight without anyone watching",
    "list the crucibles waiting to go in the muffle furnace",
    "show me how to set the back gauge on the press brake",
    "tell me which fibre holder on the fusion splicer suits the thin cable",
    "is the microtome hand wheel meant to be locked between sections",
    "does the homogeniser need the tube sitting in ice for the small samples",
    "who cleans the viscometer cup after the thick gear oil",
    "when was the muffle furnace last checked with a separate thermocouple",
    "why does the freeze dryer take so long to pull down on a humid day",
    "what thickness of steel can the press brake fold in one go",
    "how often does the titrator electrode need fresh filling solution",
    "which program on the fusion splicer suits the old single mode fibre",
]
"""Fourteenth reporting set's questions: lab-bench questions in everyday words of their own (on no other list),
several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT14_NEAR_MISSES = [
    "the ocean calls", "open glaze", "open gloom", "open caller", "open scroll", "hopes and claws", "broken caws",
    "the open call", "open glossary", "open galoshes", "owen's law", "opening call", "open jaws", "open shawl",
    "open haul", "open brawl", "open awl", "open squall", "open sprawl", "gopher claw", "spoken calls",
    "coping claws", "hoping to call", "token law",
]
"""Fourteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases and names);
on no other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT15_QUESTIONS = [
    "what thickness of plastic sheet can the vacuum former pull over a tall mould",
    "which sieve goes at the bottom of the stack on the sieve shaker",
    "how long should the ball mill run to grind the clay down to a fine powder",
    "where are the spare electrodes for the plasma cutter torch stored",
    "can the plate reader shake the plate before it takes each reading",
    "list the moulds waiting to go on the injection moulding machine",
    "show me how to pack a capillary tube for the melting point apparatus",
    "tell me which polishing cloth goes on the wheel after the coarse grit",
    "is the vacuum former heater meant to stay on between sheets",
    "does the ball mill jar need a rubber seal under the lid for wet grinding",
    "who cleans the hopper on the injection moulding machine after the red plastic",
    "when was the plate reader last checked with the test plate",
    "why does the plasma cutter leave a rough edge on the thick plate",
    "what ramp rate should the melting point apparatus use near the expected melt",
    "how often should the cloth on the polishing machine be replaced",
    "which mesh size on the sieve shaker catches the coarse sand",
]
"""Fifteenth reporting set's questions: lab-bench questions in everyday words of their own (on no other list),
several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT15_NEAR_MISSES = [
    "open maw", "the open crawl space", "open trawl", "open drawl", "open koala", "open corral", "a frozen lawn", "open clamps",
    "open drawer", "opposing claws", "groping claws", "moping claws", "the ocean crawls", "hoping to crawl",
    "a swollen jaw", "eleven claws", "the oven clock", "joking clauses", "hope and crawl", "open cobalt", "open coral",
    "a broken drawer", "seven clauses", "joking claws",
]
"""Fifteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", set phrases); on no
other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT16_QUESTIONS = [
    "what size of tubing goes through the peristaltic pump head for the slow feed",
    "which carrier gas does the gas chromatograph use for the solvent samples",
    "how long should the parts hang in the anodising tank for a thin clear coat",
    "where is the calibrator for the sound level meter kept",
    "can the borescope reach past the second bend in the exhaust pipe",
    "list the seat covers waiting to be stitched on the sewing machine",
    "show me how to set the dividing head for twelve equal holes",
    "tell me how to mark the counted spots on the colony counter",
    "is the colony counter light meant to shine up through the dish",
    "does the sound level meter need its windshield when we measure outside",
    "who changes the needle on the sewing machine after it snaps",
    "when was the lens on the borescope tip last cleaned",
    "why does the peristaltic pump tubing split after a few days of use",
    "what current should the anodising tank run at for the small aluminium brackets",
    "how often does the gas chromatograph column need baking out",
    "which hole circle on the dividing head gives forty divisions",
]
"""Sixteenth reporting set's questions: lab-bench questions in everyday words of their own (on no other list),
several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT16_NEAR_MISSES = [
    "open clothesline", "open caulk", "open crawfish", "open macaw", "open jackdaw", "open outlaw", "open lockjaw",
    "open flora", "open clockwork", "open crawler", "open calzone", "open squawk", "an envelope clause",
    "antelope claws", "cantaloupe slaw", "spoken claws", "a sunken claw", "unspoken law", "broken paws",
    "soaking claws", "a golden claw", "often claws", "pry the claws open", "opal claws",
]
"""Sixteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", the two words reversed);
on no other set's list, nor among the phrases training uses or any family of generated hard negatives holds."""

REPORT17_QUESTIONS = [
    "what speed should the pottery wheel turn at for a large lump of clay",
    "which tongs fit the square bar when it comes out of the forge",
    "how many sheets can the paper guillotine cut through in one go",
    "where are the spare pins for the moisture meter kept",
    "can the router table take the large panel raising bit",
    "list the floor tiles waiting to be cut on the tile saw",
    "show me how to put gel on the probe of the thickness gauge",
    "tell me how to rinse the conductivity meter probe between samples",
    "is the conductivity meter meant to correct for the water temperature",
    "does the tile saw need fresh water in the tray before each cut",
    "who changes the bit on the router table after a long job",
    "when did the moisture meter last get a new battery",
    "why does the pottery wheel slow down when i press hard on the clay",
    "what blade angle does the paper guillotine need after sharpening",
    "how hot should the forge get before the steel can be bent",
    "which probe on the thickness gauge suits the thin steel pipe wall",
]
"""Seventeenth reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does",
"who", "when", "why") that can run into "claw" when said unpaused."""

REPORT17_NEAR_MISSES = [
    "open clinker", "open clamber", "the claw hung open", "open cleanser", "open clapperboard", "open clematis",
    "roping straw", "open calico", "open clay pit", "opal clouds", "woken clause", "token claws", "hope in cause",
    "soaking clothes", "bespoke clause", "hopping claws", "rolling claws", "sloping claws", "opal crawl",
    "open clockface", "a claw foot tub", "the claws fell open", "hoping clouds", "moping clause",
]
"""Seventeenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing "claw",
the two words reversed); on no other set's list, nor among the phrases training uses or any family of generated hard
negatives holds."""

REPORT18_QUESTIONS = [
    "what wire speed should the mig welder run at for thin car body panels",
    "which weights go on the wheel balancer for the alloy rims",
    "how long should the laminar flow cabinet run before i start working in it",
    "where are the thick gloves for filling the liquid nitrogen dewar kept",
    "can the airbrush spray the water based paint without thinning it first",
    "list the screens waiting to be coated with fresh emulsion",
    "show me how to flatten the whetstone on the lapping plate",
    "tell me how long the exposure unit needs for a screen with fine lines",
    "is the liquid nitrogen dewar meant to have its lid sitting loose on top",
    "does the mig welder need a new contact tip after every spool of wire",
    "who cleans the needle of the airbrush after the metallic paint",
    "when was the filter in the laminar flow cabinet last changed",
    "why does the wheel balancer keep asking for more weight on the inside of the rim",
    "what angle should the chisel be held at on the whetstone",
    "how far should the tyre changer arm sit from the edge of the rim",
    "which mesh count on the screen suits the small writing on the t shirts",
]
"""Eighteenth reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("what", "which", "how", "where", "can", "list", "show", "tell", "is", "does",
"who", "when", "why") that can run into "claw" when said unpaused."""

REPORT18_NEAR_MISSES = [
    "open cloche", "open clerestory", "open clarion", "open cloud storage", "open clock app", "open calculator",
    "open clipart", "the promotion clause", "the explosion caused", "golden clover", "the broken clasp",
    "the clawback clause", "her claw clip snapped", "a claw mark on the door", "the claw sprang open",
    "clawed the box open", "frozen clams", "a stolen clock", "open clew", "open clothes horse", "open clique",
    "claws open and shut", "a sunken clog", "oak and clover",
]
"""Eighteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing "claw",
the two words reversed); on no other set's list, nor among the phrases training uses or any family of generated hard
negatives holds."""

REPORT19_QUESTIONS = [
    "how hot should the lampworking torch burn for the thick borosilicate rods",
    "which grit goes into the rock tumbler after the coarse stage",
    "where do the spare blades for the scroll saw live",
    "can the hot wire foam cutter slice through the blue insulation board",
    "what thread should the overlocker use for stretchy jersey fabric",
    "list the designs loaded on the embroidery machine",
    "show me how to change the needle plate on the embroidery machine",
    "tell me how cold the cryostat chamber should be for brain sections",
    "is the lapidary trim saw meant to have oil in its tray or water",
    "does the rock tumbler barrel need a fresh rubber lining",
    "who moved the didymium glasses off the lampworking bench",
    "when should the overlocker knives be swapped for sharp ones",
    "why does the scroll saw blade keep snapping halfway through a cut",
    "how thin a section can the cryostat cut before the tissue tears",
    "which setting on the foam cutter stops the wire from sagging",
    "where should the glass beads cool once they come off the mandrel",
]
"""Nineteenth reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does",
"who", "when", "why") that can run into "claw" when said unpaused."""

REPORT19_NEAR_MISSES = [
    "open clavier", "open clambering", "open cloudless", "open clary sage", "open cloudberry", "open clamming",
    "hope and clay pots", "a spoken claim", "ocean clouds", "the ocean clamour", "clawing the lid open",
    "the crab claw cracked open", "a lobster claw pried open", "hopping klaxons", "token clamps", "broken cleats",
    "the open clasp knife", "frozen clots", "roaming clouds", "oaken clogs", "golden clutch", "a stolen clarinet",
    "woken clowns", "opal clay",
]
"""Nineteenth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing "claw",
the two words reversed); on no other set's list, nor among the phrases training uses or any family of generated hard
negatives holds."""

REPORT20_QUESTIONS = [
    "how much tension should the spokes have on the front wheel of the road bike",
    "which chain checker tells me when a chain has stretched too far",
    "where is the bleed kit for the hydraulic disc brakes kept",
    "can the repair stand hold a carbon seat post without crushing it",
    "what amount of sealant goes into a tubeless mountain bike tyre",
    "list the bikes waiting for a service this week",
    "show me how to true a wheel that wobbles from side to side",
    "tell me what beat rate the timegrapher should show for the old pocket watch",
    "is the demagnetiser meant to be running before the watch goes near it",
    "does the headset press need the smaller cups for the older steel frames",
    "who borrowed the case back tool from the watch bench",
    "when should the brake pads be swapped on the cargo bike",
    "why does the rear derailleur skip gears when i pedal hard uphill",
    "how many turns should the mainspring winder get for a small wristwatch",
    "which die on the crystal press fits the thin dress watch",
    "where do the tiny screws from the watch movement go while it is in pieces",
]
"""Twentieth reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does",
"who", "when", "why") that can run into "claw" when said unpaused."""

REPORT20_NEAR_MISSES = [
    "a broken clavicle", "the stolen clipboard", "a woven clutch bag", "open clementine segments",
    "the open cloverleaf junction", "open clothespins", "the claw machine at the arcade", "claw the door open",
    "the claw stayed open", "hope the clock works", "oats and clover", "a token clue", "open calla lilies",
    "owen clark", "spoken clumsily", "ocean cliffs", "unopened closet", "open colander", "opened clocks",
    "clawing open the packet", "a hopeful clown", "low on clay", "rope and clamps", "a cloven hoof",
]
"""Twentieth reporting set's near misses: things people say that sound like "open claw" (a sound or two off, "open"
before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing "claw",
the two words reversed); on no other set's list, nor among the phrases training uses or any family of generated hard
negatives holds."""

REPORT21_QUESTIONS = [
    "how hot should the soldering iron be for the copper foil seams on the lamp shade",
    "which grinder head smooths the edge of a curved piece of ruby glass",
    "where are the lead came strips stored after they have been stretched",
    "can the breaker pliers snap a long thin strip without cracking the whole sheet",
    "what width of foil suits the thick textured amber pieces",
    "list the panels that still need their lead joints puttied",
    "show me how to score a tight inside curve on the cutting table",
    "tell me which patina turns the solder lines black",
    "is the light box bright enough to trace the chapel window pattern",
    "does the acoustic guitar on the workbench need its neck reset before the new frets go in",
    "who took the nut files from the luthier bench",
    "when should the humidifier go into the case of the old mandolin",
    "why does the bending iron scorch the maple sides of the ukulele",
    "how low can the string action go on the electric bass before it buzzes",
    "which radius block matches the fingerboard on the red archtop",
    "where did we put the spool clamps for gluing the back onto the violin",
]
"""Twenty-first reporting set's questions: lab-bench and workshop questions in everyday words of their own (on no other
list), several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does",
"who", "when", "why") that can run into "claw" when said unpaused."""

REPORT21_NEAR_MISSES = [
    "a frozen clam", "a copenhagen clock", "the open clay oven", "a soapy cloth", "broken clock hands", "owen's cloak",
    "the crab claw snapped open", "claws open wide", "the opening clause", "a golden claw necklace", "soaking cloths",
    "poking at the claw", "open a cold one", "a claw left open", "the woken crowd", "hold the claw open",
    "ocean clipper", "postpone class", "the roman cloister", "no pen clips", "owen clapped loudly", "a dopey clerk",
    "wide open classroom", "slope and cliff",
]
"""Twenty-first reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""

REPORT22_QUESTIONS = [
    "how long should the frames spin in the honey extractor",
    "which uncapping fork goes with the deep supers",
    "where do the settling tanks drain once the honey has cleared",
    "can the wax melter take the old brood comb as well as the cappings",
    "what moisture reading makes the heather honey too wet to jar",
    "list the hives that were treated for mites last month",
    "show me how to fit foundation sheets into the wired frames",
    "tell me when the smoker fuel was last topped up",
    "is the bee suit in the locker big enough for the new volunteer",
    "does the platen press need oil on the rollers before a long run",
    "who left the composing stick full of type on the stone",
    "when will the new wooden poster type arrive from the dealer",
    "why does the ink look blotchy on the wedding invitations",
    "how much packing goes behind the tympan for a deep impression",
    "which drawer of the type cabinet holds the twelve point italic",
    "where are the brass rules and the spacing leads kept",
]
"""Twenty-second reporting set's questions: workshop questions in everyday words of their own (on no other list),
several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT22_NEAR_MISSES = [
    "the chosen clan", "a broken clothes peg", "golden clover honey", "the open clinic hours", "spoken claims",
    "woven clothing", "the claw opened slowly", "the claw came open", "coping with claws", "soak and clean",
    "an open clam shell", "the ocean claimed it", "slow and clumsy", "opened clams", "open collars",
    "the golden clasp", "frozen cloudberries", "owen clawson", "poking cloves", "the open clock face",
    "hoping the claw holds", "a clawed open sack", "molten clay", "a hopeless climb",
]
"""Twenty-second reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""

REPORT23_QUESTIONS = [
    "how tight should the jute webbing be stretched across the armchair frame",
    "which staple gun takes the long narrow crown staples",
    "where is the roll of piping cord for the sofa cushions",
    "can the tack hammer lift the old tacks out of the dining chair seat",
    "what density of foam goes under the velvet on the window seat",
    "list the chairs that are still waiting for new springs",
    "show me how to tie the coil springs with the eight way knot",
    "tell me where the horsehair stuffing came from",
    "is the footstool fabric long enough to go round the corners",
    "does the curd need another ten minutes before it gets cut",
    "who moved the curd knife from the rack above the vat",
    "when should the rennet go into the warm milk",
    "why does the whey look cloudy this morning",
    "how heavy a weight goes on the cheese press for the hard rounds",
    "which shelf in the cave holds the washed rind wheels",
    "where did the thermometer for the brine bath end up",
]
"""Twenty-third reporting set's questions: workshop questions in everyday words of their own (on no other list),
several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT23_NEAR_MISSES = [
    "an oaken clothes chest", "the broken clog strap", "hoping to clock off early", "a spoken clue",
    "the clause is still open", "the cat's claw opened up", "a frozen clot", "smoking clams on the grill",
    "the token clerk", "open closet doors", "a golden claw brooch", "hopeless clowns", "the oven timer clicked",
    "an open clothesline", "coping with clutter", "roped and clawed", "poking the clams", "the clawed owl",
    "a broken clothes hanger", "a soaked clay pot", "a sunken clipper ship", "the stolen clarinet", "a chosen clause",
    "moping clerks",
]
"""Twenty-third reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""

REPORT24_QUESTIONS = [
    "how many grommets does the spinnaker need along its foot",
    "which sewing palm fits a left handed sailmaker",
    "where is the spare roll of sail tape for the leech",
    "can the big machine stitch through six layers of sailcloth",
    "what size of batten goes in the top pocket of the mainsail",
    "list the sails that came in for repair after the regatta",
    "show me how to sew a new cringle into the corner patch",
    "tell me which thread holds up best in the sun",
    "is the loft floor clear enough to lay out the genoa",
    "does the sourdough starter need feeding before we leave tonight",
    "who put the proving baskets on the top shelf",
    "when does the deck oven reach baking heat in the morning",
    "why did the rye loaves split along the bottom",
    "how much water goes into the dough for the seeded bread",
    "which bench scraper is the one with the wooden handle",
    "where do the long wooden peels hang after the bake",
]
"""Twenty-fourth reporting set's questions: workshop questions in everyday words of their own (on no other list),
several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT24_NEAR_MISSES = [
    "the swollen clasp", "an open clam bake", "a token claw", "the claws opened at dawn", "woken by the clatter",
    "the roman clock tower", "a broken cleaver", "soaking clothes overnight", "an open cloakroom", "golden clouds",
    "stolen cloaks", "the spoken clauses", "poking a claw in", "the oaken clogs", "hoping for clean air",
    "rope and cleat", "slow and clever", "clawed the sack apart", "the soapy clam", "frozen clementines",
    "a broken clutch cable", "woven clasps", "the proven claim", "open cloth bags",
]
"""Twenty-fourth reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""

REPORT25_QUESTIONS = [
    "how wide should the mount border be for the small watercolour",
    "which mount cutter blade makes the cleanest bevel",
    "where is the box of offcut mount board for the little frames",
    "can the underpinner join the deep oak moulding",
    "what glass goes in front of the old family photographs",
    "list the frames the gallery wants back by friday",
    "show me how to twist the hanging wire round the d rings",
    "tell me which backing board keeps the damp out",
    "is the gilt moulding long enough for the big mirror",
    "does the warp on the floor loom need tightening before i weave",
    "who wound the blue wool onto the boat shuttle",
    "when should the new warp go onto the back beam",
    "why are the selvedges pulling in on the tea towels",
    "how many heddles does the eight shaft loom have left",
    "which reed gives twelve ends to the inch",
    "where did the warping board get moved to",
]
"""Twenty-fifth reporting set's questions: workshop questions in everyday words of their own (on no other list),
several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT25_NEAR_MISSES = [
    "a broken clarinet reed", "the frozen clay bank", "open clover meadows", "hoping the clamp holds",
    "the gate was clawed open", "a woven clover crown", "the oaken clock shelf", "a joking clown",
    "the chosen clarinet", "a golden cliff top", "throwing clods of earth", "the sloping clearing",
    "a spoken clarification", "poking clumps of moss", "the token cloakroom ticket", "the crab's claw opened wide",
    "a swollen clavicle", "a frozen clothesline", "soaking clay tiles", "the hopeful clapping", "claw the tin open",
    "a roman clay lamp", "the stolen cloak pin", "woken clerks",
]
"""Twenty-fifth reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""

REPORT26_QUESTIONS = [
    "how thick is the shoulder hide for the dog collars",
    "which pricking irons leave the smallest holes",
    "where is the spool of waxed linen thread for the wallets",
    "can the edge beveller take the corner off the belt blanks",
    "what dye gives the bags that deep chestnut colour",
    "list the belt orders that still need buckles",
    "show me how to burnish the edge of the card holder",
    "tell me where the stitching pony went",
    "is the leather for the satchel dry enough to cut",
    "does the mash need to rest another half hour before we sparge",
    "who left the lid off the sack of crushed malt",
    "when do the bittering hops go into the boil",
    "why has the airlock on the second fermenter stopped bubbling",
    "how cold should the wort be before the yeast goes in",
    "which kegs are clean and ready to fill",
    "where did the hydrometer jar end up after the last brew",
]
"""Twenty-sixth reporting set's questions: workshop questions in everyday words of their own (on no other list),
several starting with a word ("how", "which", "where", "can", "what", "list", "show", "tell", "is", "does", "who",
"when", "why") that can run into "claw" when said unpaused."""

REPORT26_NEAR_MISSES = [
    "the claw pulled it open", "a golden clock chain", "hoping for clear skies", "the woven cloak hood",
    "the frozen clam chowder", "the broken claw hammer", "poking the clay pot", "the soaking cloth bucket",
    "a chosen cloak", "the oaken cladding boards", "moping and clawing", "open clay fields",
    "the bear clawed the bin open", "hopeful clouds", "smoking clay pipes", "roping cleats on the dock",
    "a token clapping", "sloping clay banks", "an open clarinet case", "the hopeless clock",
    "coping with claustrophobia", "a woken cluster of bees", "a swollen clay jar", "the roman clay tiles",
]
"""Twenty-sixth reporting set's near misses: things people say that sound like "open claw" (a sound or two off,
"open" before a word holding its sounds, a word ending like "open" before one starting like "claw", phrases sharing
"claw", the two words reversed); on no other set's list, nor among the phrases training uses or any family of
generated hard negatives holds."""


SUDDEN_LAYOUT = {
    "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
               ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
    "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6, "sudden": 12},
    "near_miss_voices": 7,
    "stream_minutes": 60.0,
    "placements": ("direct", "pause", "alone", "unpaused"),
}
"""What the reporting sets from ``reporting12`` on share: the seven voices, the sizes with the ``sudden`` condition
and the four placements; each adds its own seed, tempos, pitches, reverberance and row ids."""

SPLITS = {
    "tuning": {
        "seed": 7101,
        "voices": [("flite", "kal"), ("flite", "awb"), ("flite", "slt"), ("espeak", "en-us+klatt2")],
        "tempos": [0.9, 1.0, 1.1],
        "pitches": [-200, 0, 200],
        "reverb": 40,
        # clips per voice and condition
        "counts": {"clean": 8, "snr20": 8, "snr10": 4, "reverb": 4, "onset": 4},
        "near_miss_voices": 2,
        "stream_minutes": 10.0,
    },
    "reporting": {
        "seed": 9202,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.85, 0.95, 1.0, 1.05, 1.15],
        "pitches": [-300, -100, 0, 100, 300],
        "reverb": 70,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
    },
    "reporting2": {
        "seed": 5303,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.88, 0.92, 0.97, 1.03, 1.08, 1.12],
        "pitches": [-250, -150, -50, 50, 150, 250],
        "reverb": 55,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp2",  # the first three letters would repeat the reporting set's ids
    },
    "reporting3": {
        "seed": 6404,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.86, 0.9, 0.94, 1.06, 1.1, 1.14],
        "pitches": [-275, -175, -75, 75, 175, 275],
        "reverb": 60,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp3",
    },
    "reporting4": {
        "seed": 7505,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.87, 0.91, 0.96, 1.04, 1.09, 1.13],
        "pitches": [-225, -125, -25, 25, 125, 225],
        "reverb": 50,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp4",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting5": {
        "seed": 8606,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.89, 0.93, 0.98, 1.02, 1.07, 1.11],
        "pitches": [-240, -140, -40, 40, 140, 240],
        "reverb": 65,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp5",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting6": {
        "seed": 9707,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.875, 0.915, 0.955, 1.045, 1.085, 1.125],
        "pitches": [-260, -160, -60, 60, 160, 260],
        "reverb": 45,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp6",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting7": {
        "seed": 1808,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.865, 0.905, 0.945, 1.055, 1.095, 1.135],
        "pitches": [-270, -170, -70, 70, 170, 270],
        "reverb": 75,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp7",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting8": {
        "seed": 2909,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.885, 0.925, 0.965, 1.035, 1.075, 1.115],
        "pitches": [-280, -180, -80, 80, 180, 280],
        "reverb": 62,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp8",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting9": {
        "seed": 3010,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.895, 0.935, 0.975, 1.025, 1.065, 1.105],
        "pitches": [-290, -190, -90, 90, 190, 290],
        "reverb": 68,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp9",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting10": {
        "seed": 4111,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.878, 0.918, 0.958, 1.042, 1.082, 1.122],
        "pitches": [-230, -130, -30, 30, 130, 230],
        "reverb": 58,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp10",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting11": {
        "seed": 5212,
        "voices": [("flite", "kal"), ("flite", "kal16"), ("flite", "awb"), ("flite", "rms"), ("flite", "slt"),
                   ("espeak", "en-us+klatt"), ("espeak", "en-us+klatt4")],
        "tempos": [0.872, 0.912, 0.952, 1.048, 1.088, 1.128],
        "pitches": [-220, -120, -20, 20, 120, 220],
        "reverb": 52,
        "counts": {"clean": 12, "snr20": 12, "snr10": 6, "reverb": 6, "onset": 6},
        "near_miss_voices": 7,
        "stream_minutes": 60.0,
        "id_prefix": "rp11",
        "placements": ("direct", "pause", "alone", "unpaused"),
    },
    "reporting12": {**SUDDEN_LAYOUT,
        "seed": 6313,
        "tempos": [0.866, 0.906, 0.946, 1.054, 1.094, 1.134],
        "pitches": [-210, -110, -10, 10, 110, 210],
        "reverb": 56,
        "id_prefix": "rp12",
    },
    "reporting13": {**SUDDEN_LAYOUT,
        "seed": 7414,
        "tempos": [0.874, 0.914, 0.954, 1.046, 1.086, 1.126],
        "pitches": [-245, -145, -45, 45, 145, 245],
        "reverb": 63,
        "id_prefix": "rp13",
    },
    "reporting14": {**SUDDEN_LAYOUT,
        "seed": 8515,
        "tempos": [0.868, 0.908, 0.948, 1.052, 1.092, 1.132],
        "pitches": [-235, -135, -35, 35, 135, 235],
        "reverb": 47,
        "id_prefix": "rp14",
    },
    "reporting15": {**SUDDEN_LAYOUT,
        "seed": 9616,
        "tempos": [0.862, 0.902, 0.942, 1.058, 1.098, 1.138],
        "pitches": [-215, -115, -15, 15, 115, 215],
        "reverb": 53,
        "id_prefix": "rp15",
    },
    "reporting16": {**SUDDEN_LAYOUT,
        "seed": 1717,
        "tempos": [0.864, 0.904, 0.944, 1.056, 1.096, 1.136],
        "pitches": [-205, -105, -5, 5, 105, 205],
        "reverb": 57,
        "id_prefix": "rp16",
    },
    "reporting17": {**SUDDEN_LAYOUT,
        "seed": 2818,
        "tempos": [0.876, 0.916, 0.956, 1.044, 1.084, 1.124],
        "pitches": [-238, -138, -38, 38, 138, 238],
        "reverb": 66,
        "id_prefix": "rp17",
    },
    "reporting18": {**SUDDEN_LAYOUT,
        "seed": 3919,
        "tempos": [0.882, 0.922, 0.962, 1.038, 1.078, 1.118],
        "pitches": [-248, -148, -48, 48, 148, 248],
        "reverb": 54,
        "id_prefix": "rp18",
    },
    "reporting19": {**SUDDEN_LAYOUT,
        "seed": 5021,
        "tempos": [0.884, 0.924, 0.964, 1.036, 1.076, 1.116],
        "pitches": [-242, -142, -42, 42, 142, 242],
        "reverb": 61,
        "id_prefix": "rp19",
    },
    "reporting20": {**SUDDEN_LAYOUT,
        "seed": 5022,
        "tempos": [0.886, 0.926, 0.966, 1.034, 1.074, 1.114],
        "pitches": [-244, -144, -44, 44, 144, 244],
        "reverb": 59,
        "id_prefix": "rp20",
    },
    "reporting21": {**SUDDEN_LAYOUT,
        "seed": 5023,
        "tempos": [0.887, 0.927, 0.967, 1.033, 1.073, 1.113],
        "pitches": [-246, -146, -46, 46, 146, 246],
        "reverb": 64,
        "id_prefix": "rp21",
    },
    "reporting22": {**SUDDEN_LAYOUT,
        "seed": 5024,
        "tempos": [0.888, 0.928, 0.968, 1.032, 1.072, 1.112],
        "pitches": [-236, -136, -36, 36, 136, 236],
        "reverb": 67,
        "id_prefix": "rp22",
    },
    "reporting23": {**SUDDEN_LAYOUT,
        "seed": 5025,
        "tempos": [0.889, 0.929, 0.969, 1.031, 1.071, 1.111],
        "pitches": [-232, -132, -32, 32, 132, 232],
        "reverb": 69,
        "id_prefix": "rp23",
    },
    "reporting24": {**SUDDEN_LAYOUT,
        "seed": 5026,
        "tempos": [0.881, 0.921, 0.961, 1.039, 1.079, 1.119],
        "pitches": [-234, -134, -34, 34, 134, 234],
        "reverb": 48,
        "id_prefix": "rp24",
    },
    "reporting25": {**SUDDEN_LAYOUT,
        "seed": 5027,
        "tempos": [0.883, 0.923, 0.963, 1.037, 1.077, 1.117],
        "pitches": [-237, -137, -37, 37, 137, 237],
        "reverb": 49,
        "id_prefix": "rp25",
    },
    "reporting26": {**SUDDEN_LAYOUT,
        "seed": 5028,
        "tempos": [0.879, 0.919, 0.959, 1.041, 1.081, 1.121],
        "pitches": [-239, -139, -39, 39, 139, 239],
        "reverb": 51,
        "id_prefix": "rp26",
    },
}

PLACEMENTS = ("direct", "pause", "alone")
"""The wake placements a split cycles through unless its ``placements`` says otherwise (every set before
``reporting4``; changing it would change their manifests)."""
WORDS_PER_SECOND = 3.2
"""A little over the synthesisers' speaking rate (about 2.5 words/s with their own pauses), to size the streams before any
audio exists: the rows run a little over ``stream_minutes``, and the stream is cut at exactly that length."""


def read_lines(name: str) -> list[str]:
    return [x.strip() for x in (HERE / name).read_text().splitlines() if x.strip() and not x.startswith("#")]


LATER_PHRASINGS: dict[str, tuple[list[str], list[str]]] = {
    "reporting2": (REPORT2_QUESTIONS, REPORT2_NEAR_MISSES),
    "reporting3": (REPORT3_QUESTIONS, REPORT3_NEAR_MISSES),
    "reporting4": (REPORT4_QUESTIONS, REPORT4_NEAR_MISSES),
    "reporting5": (REPORT5_QUESTIONS, REPORT5_NEAR_MISSES),
    "reporting6": (REPORT6_QUESTIONS, REPORT6_NEAR_MISSES),
    "reporting7": (REPORT7_QUESTIONS, REPORT7_NEAR_MISSES),
    "reporting8": (REPORT8_QUESTIONS, REPORT8_NEAR_MISSES),
    "reporting9": (REPORT9_QUESTIONS, REPORT9_NEAR_MISSES),
    "reporting10": (REPORT10_QUESTIONS, REPORT10_NEAR_MISSES),
    "reporting11": (REPORT11_QUESTIONS, REPORT11_NEAR_MISSES),
    "reporting12": (REPORT12_QUESTIONS, REPORT12_NEAR_MISSES),
    "reporting13": (REPORT13_QUESTIONS, REPORT13_NEAR_MISSES),
    "reporting14": (REPORT14_QUESTIONS, REPORT14_NEAR_MISSES),
    "reporting15": (REPORT15_QUESTIONS, REPORT15_NEAR_MISSES),
    "reporting16": (REPORT16_QUESTIONS, REPORT16_NEAR_MISSES),
    "reporting17": (REPORT17_QUESTIONS, REPORT17_NEAR_MISSES),
    "reporting18": (REPORT18_QUESTIONS, REPORT18_NEAR_MISSES),
    "reporting19": (REPORT19_QUESTIONS, REPORT19_NEAR_MISSES),
    "reporting20": (REPORT20_QUESTIONS, REPORT20_NEAR_MISSES),
    "reporting21": (REPORT21_QUESTIONS, REPORT21_NEAR_MISSES),
    "reporting22": (REPORT22_QUESTIONS, REPORT22_NEAR_MISSES),
    "reporting23": (REPORT23_QUESTIONS, REPORT23_NEAR_MISSES),
    "reporting24": (REPORT24_QUESTIONS, REPORT24_NEAR_MISSES),
    "reporting25": (REPORT25_QUESTIONS, REPORT25_NEAR_MISSES),
    "reporting26": (REPORT26_QUESTIONS, REPORT26_NEAR_MISSES),
}
"""(questions, near misses) of each reporting set after the first; its stream speaks ``voice/negatives_<set>.txt``
and its questions."""


def phrasings(split: str) -> tuple[list[str], list[str], list[str]]:
    """(questions, near misses, stream sentences) of a split."""
    if split == "tuning":
        qs = read_lines("questions.txt")
        return qs, read_lines("negatives_tuning.txt"), read_lines("negatives_tuning.txt") + qs
    if split in LATER_PHRASINGS:
        qs, near = LATER_PHRASINGS[split]
        return qs, near, read_lines(f"negatives_{split}.txt") + qs
    return REPORT_QUESTIONS, REPORT_NEAR_MISSES, read_lines("negatives.txt") + REPORT_QUESTIONS


def wake_rows(split: str, rng: random.Random, cfg: dict, questions: list[str]) -> list[dict]:
    """Every voice's clips per condition, the split's placements taken in turn, so every (voice, condition) block
    holds each of them (no block has fewer clips than there are placements)."""
    placements = cfg.get("placements", PLACEMENTS)
    rows: list[dict] = []
    for engine, voice in cfg["voices"]:
        for condition, n in cfg["counts"].items():
            start = len(rows)
            for i in range(n):
                # Counting down from the block's start takes every placement in turn, however many there are; for
                # three it is the sequence (i + len(rows)) % 3 the three-placement manifests were written with (that
                # steps by two, so with four it would skip every other placement).
                placement = placements[(start - i) % len(placements)]
                row = {
                    "kind": "wake", "condition": condition, "text": WAKE,
                    "question": "" if placement == "alone" else rng.choice(questions),
                    "placement": placement, "pause_s": round(rng.uniform(0.25, 0.8), 2) if placement == "pause" else 0.0,
                    "voice": voice, "engine": engine, "tempo": rng.choice(cfg["tempos"]),
                    "pitch": rng.choice(cfg["pitches"]), "reverb": cfg["reverb"] if condition == "reverb" else 0,
                    "onset": "room", "lead_s": 0.5, "noise": "none", "snr_db": None, "seed": rng.randrange(1 << 30),
                }
                if condition in ("snr20", "snr10"):
                    row.update(noise=("white", "brown")[i % 2], snr_db=20.0 if condition == "snr20" else 10.0,
                               onset="noise", lead_s=round(rng.uniform(1.5, 3.0), 2))
                elif condition == "onset":
                    row.update(onset="edge", lead_s=round(rng.uniform(2.0, 3.0), 2))
                elif condition == "sudden":
                    row.update(noise=("white", "brown")[i % 2], snr_db=20.0, onset="sudden",
                               lead_s=round(rng.uniform(1.5, 3.0), 2), noise_lead_s=round(rng.uniform(0.0, 0.25), 2))
                rows.append(row)
    return rows


def near_miss_rows(rng: random.Random, cfg: dict, near: list[str]) -> list[dict]:
    rows = []
    voices = cfg["voices"]
    for i, text in enumerate(near):
        for k in range(cfg["near_miss_voices"]):
            engine, voice = voices[(i + k) % len(voices)]
            rows.append({"kind": "near_miss", "condition": "clean", "text": text, "question": "", "placement": "alone",
                         "pause_s": 0.0, "voice": voice, "engine": engine, "tempo": rng.choice(cfg["tempos"]),
                         "pitch": rng.choice(cfg["pitches"]), "reverb": 0, "onset": "room", "lead_s": 0.5,
                         "noise": "none", "snr_db": None, "seed": rng.randrange(1 << 30)})
    return rows


def stream_rows(rng: random.Random, cfg: dict, sentences: list[str]) -> list[dict]:
    """Utterances for ``stream_minutes``: every (sentence, voice) pair once per pass, each pass in a new order."""
    rows: list[dict] = [{"kind": "stream", "part": "noise", "noise": "brown", "level_dbfs": -50.0,
                         "minutes": cfg["stream_minutes"], "seed": rng.randrange(1 << 30)}]
    target = cfg["stream_minutes"] * 60
    t = 0.0
    while t < target:
        pairs = [(s, ev) for s in sentences for ev in cfg["voices"]]
        rng.shuffle(pairs)
        for text, (engine, voice) in pairs:
            gap = round(rng.uniform(0.4, 3.0), 2)
            rows.append({"kind": "stream", "part": "speech", "text": text, "voice": voice, "engine": engine,
                         "tempo": rng.choice(cfg["tempos"]), "pitch": rng.choice(cfg["pitches"]), "gap_s": gap})
            t += gap + len(text.split()) / WORDS_PER_SECOND + 0.3
            if t >= target:
                break
    return rows


def build(split: str) -> list[dict]:
    cfg = SPLITS[split]
    rng = random.Random(cfg["seed"])
    questions, near, sentences = phrasings(split)
    rows = wake_rows(split, rng, cfg, questions) + near_miss_rows(rng, cfg, near) + stream_rows(rng, cfg, sentences)
    for i, row in enumerate(rows):
        row["id"] = f"{cfg.get('id_prefix', split[:3])}-{i:05d}"
        row["set"] = split
    return rows


def spoken(rows: list[dict], kind: str, field: str) -> set[str]:
    """The ``field`` texts of a set's ``kind`` rows (the wake phrase itself is in every set)."""
    return {r[field] for r in rows if r["kind"] == kind and r.get(field) and r[field] != WAKE}


def check_apart(a: list[dict], b: list[dict]) -> list[str]:
    """Overlaps between two sets that would let one see the other: shared questions, near misses or any other
    spoken phrase."""
    def every(rows: list[dict]) -> set[str]:
        return spoken(rows, "wake", "question") | spoken(rows, "near_miss", "text") | spoken(rows, "stream", "text")
    both = f"{a[0]['set']} and {b[0]['set']}" if a and b else "both sets"
    questions = spoken(a, "wake", "question") & spoken(b, "wake", "question")
    near = spoken(a, "near_miss", "text") & spoken(b, "near_miss", "text")
    bad = [f"question in {both}: {q}" for q in sorted(questions)]
    bad += [f"near miss in {both}: {q}" for q in sorted(near)]
    bad += [f"phrase spoken in {both}: {q}" for q in sorted(every(a) & every(b) - questions - near)]
    return bad


def training_and_generated() -> tuple[set[str], Callable[[str], bool]]:
    """What the wake model's training and selection speak: (the phrases written for them, a test of whether a text
    is among the generated ones). The generated near phrases are taken with nothing banned (by default
    ``near_phrases`` drops every reporting phrase, which would hide an overlap), from the families the reporting sets were
    written against (a later family's phrase that a set says is dropped from generation by that ban); a generated stream
    sentence is an optional opening, a core (a chatter line, a "<verb> <det> <thing>" phrase or a near phrase) and an
    optional ending."""
    from openclaw_bench import wakehard as wh
    from openclaw_bench import wakemodel as wm

    halves = [f"{w} claw" for w in wm.NOT_OPEN] + [f"{w} claws" for w in wm.NOT_OPEN] + [f"open {w}" for w in wm.NOT_CLAW]
    written = set(wm.OWN_QUESTIONS + wm.OWN_NEGATIVES + halves + read_lines("negatives_tuning.txt")
                  + read_lines("questions.txt") + read_lines("questions_heldout.txt"))
    near = wh.near_phrases(banned=set(), families=wh.FIRST_FAMILIES)
    core = set(near["train"] + near["select"] + wh.CHATTER)
    core |= {f"{v} {d} {t}" for v in wh.VERBS for d in wh.DETS for t in wh.THINGS}
    starts = [x + " " for x in wh.STARTS if x]
    ends = [" " + x for x in wh.ENDS if x]

    def generated(text: str) -> bool:
        for c in [text] + [text[len(s):] for s in starts if text.startswith(s)]:
            if c in core or any(c.endswith(e) and c[: -len(e)] in core for e in ends):
                return True
        return False

    return written, generated


def check_unheard(rows: list[dict]) -> list[str]:
    """Phrases of a set that the wake model's training or selection material also speaks (the written training
    phrases, held-out questions, generated near phrases and stream sentences), or that say "open claw" in passing."""
    written, generated = training_and_generated()
    texts = spoken(rows, "wake", "question") | spoken(rows, "near_miss", "text") | spoken(rows, "stream", "text")
    bad = [f"phrase also in training or selection material: {t}" for t in sorted(texts) if t in written or generated(t)]
    bad += [f"phrase says the wake phrase: {t}" for t in sorted(texts) if WAKE in t]
    return bad


def main() -> int:
    sets = {split: build(split) for split in SPLITS}
    names = list(sets)
    bad = [x for i, a in enumerate(names) for b in names[i + 1 :] for x in check_apart(sets[a], sets[b])]
    bad += [x for split in LATER_PHRASINGS for x in check_unheard(sets[split])]
    if bad:
        print("\n".join(bad), file=sys.stderr)
        return 1
    for split, rows in sets.items():
        path = HERE / f"wake_{split}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))
        kinds = {k: sum(r["kind"] == k for r in rows) for k in ("wake", "near_miss", "stream")}
        print(f"{path.name}: {kinds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
