# 1822PNW (English). Every key starts with "pnw-": the game's own words never collide with another's.

pnw-blurb = Auction private companies and trade shares to run the Pacific Northwest.

pnw-option-scenario = Scenario
pnw-option-scenario-standard = the full game (two players: the Southern Regional)
pnw-option-scenario-short = Short Scenario
pnw-option-scenario-southern = Southern Regional Scenario
pnw-option-remove_ls = L trains removed before play
pnw-option-remove_ls-0 = none
pnw-option-remove_ls-2 = two
pnw-option-remove_ls-3 = three
pnw-option-starting_packet = Starting Packet
pnw-option-starting_packet-no = no (bid for everything)
pnw-option-starting_packet-yes = yes (fixed minors and privates, operating rounds first)
pnw-option-connections = Connections of tile lays and mergers
pnw-option-connections-checked = checked
pnw-option-connections-unchecked = unchecked (as 18xx.games loads its records)
pnw-option-e_trains = E trains
pnw-option-e_trains-current = today's rules
pnw-option-e_trains-before-2025-10-28 = as 18xx.games ran them before 2025-10-28
pnw-option-site_rules = Merger rounds and issue stops
pnw-option-site_rules-current = today's rules
pnw-option-site_rules-before-2024-06-05 = as 18xx.games ran them before 2024-06-05
pnw-status-stock = Set { $set } · stock round
pnw-status-operating = Set { $set } · operating round { $round }/{ $of }
pnw-status-merger = Set { $set } · merger round
pnw-phase-stock = Bids, shares and pars
pnw-phase-operating = A company operates
pnw-phase-merger = Minors merge into majors
pnw-refuse-over = The game is over.
pnw-refuse-not-your-turn = It is not your turn.
pnw-refuse-wrong-round = That is not done in this round.
pnw-refuse-not-in-box = That card is in no bid box.
pnw-refuse-bid-too-low = The least bid is ${ $least }.
pnw-refuse-bid-step = Bids rise in steps of $5.
pnw-refuse-already-winning = You already hold the high bid on that card.
pnw-refuse-no-bid-token = You have no bid token left.
pnw-refuse-bid-over-cash = You have ${ $free } free beside the bids you are winning.
pnw-refuse-too-many-bids = Three bids a turn at most.
pnw-refuse-in-debt = A player in debt may not bid, buy or start a company.
pnw-refuse-cash = That costs ${ $need }; there is ${ $have }.
pnw-refuse-no-train = That train is not for sale.
pnw-refuse-train-limit = The company is at its train limit.
pnw-refuse-second-e = A company may own only one E train.
pnw-refuse-tile = The tile may not go there: { $why }
pnw-refuse-no-tile-left = No tile of that kind is left.
pnw-refuse-not-purchasable = That private company may not be acquired now.
pnw-refuse-not-mergeable = Those companies may not merge.
pnw-refuse-not-connected = The company's track does not reach that company (nor do both reach a port).
pnw-refuse-bad-choice = Choose one of: { $choices }
pnw-refuse-route = Route { $route } may not run: { $why }
pnw-why-not-its-train = the train is not the company's to run
pnw-why-pullman = the Pullman rides along one train only, never a local or an E
pnw-why-empty = it goes nowhere
pnw-why-no-track = no track joins its stops
pnw-why-disconnected = its stops are not joined one to the next
pnw-why-too-few-stops = a route needs two stops
pnw-why-no-token = none of its cities holds the company's token
pnw-why-too-many-stops = more stops than the train runs
pnw-why-e-train-ends = an E train runs from token to token
pnw-why-stop-twice = it visits a stop twice
pnw-why-hex-twice = it visits a hex twice
pnw-why-reused-track = it uses track twice, or track another train runs
pnw-why-through-terminal = it runs through an off-board or port instead of ending there
pnw-why-blocked = it runs through a city full of other companies' tokens
pnw-why-local-city-twice = two local trains run from one token
pnw-refuse-cert-limit = That would pass the certificate limit of { $limit }.
pnw-refuse-revenue = That route earns ${ $earns }, not ${ $claimed }.
pnw-unknown-card = This game has no such card.
pnw-unknown-company = This game has no such company.
pnw-unknown-train = This game has no such train.
pnw-unknown-hex = This map has no such hex.
pnw-unknown-tile = No such tile or rotation exists.
pnw-unknown-certificate = That company has no such certificate.

pnw-now-a-destination-token = A destination token is not possible now.
pnw-now-a-portage-after-other-track = A portage is not possible after other track.
pnw-now-another-lay = No more track may be laid this turn.
pnw-now-another-token = Another token is not possible now.
pnw-now-anything-but-p20-s-choice = Answer P20's question first.
pnw-now-anything-but-discarding-a-train = The company must first discard a train.
pnw-now-buying-after-bidding-this-turn = You may not buy after bidding this turn.
pnw-now-buying-another-company-s-train = Trains may not be bought from other companies yet.
pnw-now-buying-shares-of-that-company = Shares of that company are not for sale.
pnw-now-buying-that = That is not for sale.
pnw-now-buying-that-share = That share is not for sale.
pnw-now-combining-those-privates = Those private companies may not be combined.
pnw-now-holding-more-than-60 = No one may hold more than 60% of a company.
pnw-now-issuing-shares-the-company-does-not-hold = The company does not hold those shares.
pnw-now-issuing-shares-in-the-company-s-first-turn = A company issues shares from its second turn on.
pnw-now-passing-without-a-train = The company must buy a train.
pnw-now-passing-on-the-dividend = Choose how the revenue is paid: out, half, or withheld.
pnw-now-redeeming-a-share-the-pool-does-not-hold = The pool does not hold that share.
pnw-now-selling-shares = Selling shares is not possible now.
pnw-now-selling-shares-you-do-not-hold = You do not hold those shares.
pnw-now-selling-that = That may not be sold.
pnw-now-starting-a-major-before-phase-5 = Majors may be started from phase 5.
pnw-now-starting-that = That may not be started.
pnw-now-starting-that-company = That company may not be started.
pnw-now-that = That is not possible now.
pnw-now-that-private-s-power = That private's power is not possible now.
pnw-now-that-private-s-power-used-up = That private's power is used up.
pnw-now-passing-that-private-s-power = The private's power may not be passed now.
pnw-now-paying-in-shares-the-company-does-not-hold = The company does not hold the shares to pay with.
pnw-now-starting-a-major-whose-minor-has-floated-other-than-by-converting-it = A major whose minor has floated starts only by converting it.
pnw-now-selling-shares-of-a-company-before-it-has-operated = Shares may not be sold before the company has operated.
pnw-now-putting-more-than-half-the-company-in-the-pool = The pool may not hold more than half the company.
pnw-now-borrowing-before-selling-the-shares-you-can = Sell the shares you can before borrowing.
pnw-now-anything-but-the-conversion-s-share-count = Choose the conversion's share count first.
pnw-now-paying-back-a-loan-you-do-not-have = You have no loan to pay back.
pnw-now-paying-back-a-loan-with-no-cash = You have no cash to pay the loan back with.
pnw-now-the-destination-token-before-the-home-s-track-reaches-it = The destination token goes down only once the home station's track reaches the destination.
pnw-now-skipping-the-destination-token-the-track-reaches = The track reaches the destination: its token must go down.
pnw-now-selling-more-shares-than-the-train-needs = Sell only as many shares as the train needs: one fewer must fall short.
pnw-now-anything-but-selling-while-over-the-certificate-limit = You hold more certificates than the limit: sell shares first.
pnw-now-selling-more-of-a-company-sold-this-turn-one-block-a-turn = Shares of a company are sold in one block a turn: this company's were sold already.
pnw-now-selling-the-president-s-certificate-but-with-all-your-others-to-a-player-holding-two-shares = The president's certificate is sold only with all your other shares of the company, and only when another player holds two shares to take the presidency.
pnw-now-selling-the-operating-company-s-shares-so-that-its-presidency-changes = For the operating company's train you may not sell so many of its own shares that you would lose its presidency.
pnw-now-buying-shares-of-a-company-you-sold-this-round = You sold this company's shares this round, so you cannot buy them back until the next.
pnw-market-par = par
pnw-market-minor-par = minors start
pnw-market-end = game ends
pnw-phase = Phase
pnw-bank = Bank
pnw-bank-broken = Bank broken (${ $over } beyond)
pnw-depot-next = Next train { $train } ({ $left } in the depot)
pnw-depot-empty = The depot is empty

# The table
pnw-key-pan = Pan the map
pnw-key-zoom = Zoom the map
pnw-key-fit = Fit the map to its panel
pnw-players = Players
pnw-companies = Companies
pnw-worth = Net worth: cash, shares at market, minors and cards, less debt
pnw-cash = Cash ${ $cash }
pnw-cash-committed = Cash ${ $cash } · ${ $committed } in bids · ${ $free } free
pnw-certificates = Certificates { $n } of { $limit }
pnw-debt = Debt ${ $debt }
pnw-bid-boxes = Bid boxes
pnw-bid = Bid
pnw-destination-free = Destination: free
pnw-run-none = No train of { $company } has a route: no stop it could run to is joined to its stations by track.
pnw-destination-hint = Click the ringed destination, or the button, to place the free token.
pnw-no-bids = No bids yet (from ${ $least })
pnw-paired = The winner also gets { $partner }, floated at $50 with $100.
pnw-minor-line = { $name } · home { $home } · becomes { $major }
pnw-waiting = Waiting for { $name }
pnw-lay-hint = Click an outlined hex to lay track there.
pnw-token-hint = Click a ringed city to place a station token.
pnw-tiles-for = Tiles for { $hex }
pnw-rotate-hint = Click the hex again to turn the tile. Greyed tiles say why when pointed at.
pnw-confirm = Lay this tile
pnw-starting-map = Show the starting map
pnw-end-coming = The game ends: { $reason } (after set { $set })
pnw-score-sheet = Final scores
pnw-score-cash = Cash
pnw-score-shares = Shares at market
pnw-score-minors = Minors
pnw-score-cards = Cards
pnw-score-debt = Debt
pnw-score-total = Total
pnw-do-bid = Bid ${ $price } on { $card }
pnw-do-pass = Pass
pnw-do-buy-train = Buy { $train ->
    [L] an
    [LP] an
    [E] an
   *[other] a
} { $train } train for ${ $price }
pnw-do-buy-train-from = Buy { $company }'s { $train } train for ${ $price }
pnw-do-upgrade-train = Upgrade an L to a { $train } for ${ $price }
pnw-do-lay = Lay tile { $tile } on { $hex }
pnw-do-run = Run the trains for ${ $revenue }
pnw-do-acquire = Acquire { $card }
pnw-do-merge = Merge with { $company }
pnw-do-acquire-minor = Acquire { $company }
pnw-do-acquire-boxed = Acquire { $company } from its bid box (${ $price })
pnw-do-choose = Answer: { $choice }
pnw-do-end-game = End the game here
pnw-do-payout = Pay out
pnw-do-half = Pay half
pnw-do-withhold = Withhold
pnw-do-dividend-move = { $what } · { $company } ${ $from } → ${ $to }
pnw-do-destination = Place the destination token
pnw-do-token = Station token on { $hex } (${ $price })
pnw-do-assign = { $name } ({ $card }) on { $hex }
pnw-do-ability = { $card }: { $choice }
pnw-do-pass-power = { $card }: pass the rest of its power
pnw-do-discard = Give back the { $train } train
pnw-do-sell = Sell { $n } × { $company } (${ $value })
pnw-do-sell-presidency = Sell { $n } × { $company } with the presidency (${ $value })
pnw-do-issue = Issue { $n } × { $company } (${ $value })
pnw-do-par = Start { $company } at ${ $price }
pnw-do-pay-debt = Pay back the loan
pnw-do-redeem = Redeem { $n } × { $company } (${ $value })
pnw-do-buy-pool = Buy a { $company } share from the pool
pnw-do-buy-treasury = Buy a { $company } share from the treasury
pnw-key-turn = Turn the picked tile
pnw-key-confirm = Lay the picked tile
pnw-deciding-housekeeping = { $company } may buy its first train
pnw-deciding-acquire = { $company } may acquire private companies
pnw-deciding-track = { $company } lays track
pnw-deciding-destination = { $company } may place its destination token
pnw-deciding-token = { $company } may place a station token
pnw-deciding-route = { $company } runs its trains
pnw-deciding-dividend = { $company } pays out or withholds
pnw-deciding-buytrain = { $company } buys trains
pnw-deciding-minoracquisition = { $company } may acquire a minor
pnw-deciding-issue = { $company } may issue or redeem shares
pnw-deciding-merger = { $company } may merge or convert
pnw-charts = Charts
pnw-chart-prices = Share prices
pnw-chart-worths = Net worth
pnw-chart-revenues = Revenue per operating round
pnw-chart-rounds = Rounds (point at one for its figures)
pnw-chart-empty = The charts begin when the first round is over.
pnw-run-train = { $train } train: { $stops ->
    [one] 1 stop
   *[other] { $stops } stops
}, ${ $revenue }
pnw-run-destination = with the destination bonus, ${ $n }
pnw-run-baron = with the Lumber Baron, ${ $n }
pnw-run-mill = with the paper mill, ${ $n }
pnw-run-portage = less portages, ${ $n }
pnw-run-mail = The mail contract pays the treasury ${ $n }
pnw-plan-for = A plan for { $hex } (nothing is laid)
pnw-plan-none = No tile fits there as the board stands.
pnw-plan-hint = Click the hex again to turn the tile. Whether it may be laid, and when, is the rules' to say at your turn.
pnw-plan-close = Close the plan
pnw-do-choose-cash = Answer: { $choice } · your cash { $delta }
pnw-do-convert = Take { $choice } shares of { $major } at ${ $par }: your cash { $delta }, { $major }'s treasury ${ $treasury }

# Editing the run
pnw-route-edit-hint = Click a train, then stops on the map: each click runs on to the stop by the shortest track; click an end to take it off.
pnw-route-best = Best run
pnw-route-clear = Clear route
pnw-route-none = { $train } train: not running
pnw-route-no-way = No track of yours joins the route to { $hex }.
pnw-route-no-stop = No stop of { $hex } is on your track.
pnw-route-refused = Route refused — see why below
pnw-route-stops = { $train } train: { $stops ->
    [one] 1 stop
   *[other] { $stops } stops
}

# A merger's arithmetic
pnw-do-merge-into = Merge with { $company } into { $major }: worth ${ $worth }, cash ${ $cash }
pnw-do-merge-par = { $major } at par ${ $par }: take { $least }–{ $most } shares
pnw-do-merge-replace = { $major }'s token takes { $minor }'s place on { $hex }
pnw-do-merge-exchange = { $minor }'s token leaves { $hex }; { $major } keeps it to place later
pnw-merger-title = Merger: { $a } + { $b } → { $major }
pnw-merger-worth = Worth: 2 × (${ $pa } + ${ $pb }) = ${ $worth }
pnw-merger-cash = In the minors: ${ $cash } · { $name } has ${ $have }
pnw-merger-rule = If the shares taken at par are worth more than the minors, the president pays the difference into the treasury; if less, the president takes the difference out of the minors' cash.
pnw-merger-chosen = Par ${ $par }, { $n } shares
pnw-do-merge-par-one = { $major } at par ${ $par }: take { $least } shares

# The log
pnw-log-bid = { $seat } bids ${ $price } on { $card }
pnw-log-pass = { $seat } passes
pnw-log-skip-housekeeping = { $company } buys no train before building
pnw-log-skip-acquire = { $company } acquires no private company
pnw-log-skip-track = { $company } lays no more track
pnw-log-skip-destination = { $company } leaves its destination token for later
pnw-log-skip-token = { $company } places no station token
pnw-log-skip-route = { $company } runs no trains
pnw-log-skip-dividend = { $company } pays nothing out
pnw-log-skip-buytrain = { $company } buys no more trains
pnw-log-skip-minoracquisition = { $company } acquires no minor
pnw-log-skip-issue = { $company } neither issues nor redeems shares
pnw-log-skip-merger = { $company } neither merges nor converts
pnw-log-train = { $company } buys { $train ->
    [L] an
    [LP] an
    [E] an
   *[other] a
} { $train } train for ${ $price }
pnw-log-tile = { $company } lays tile { $tile } on { $hex }
pnw-log-run = { $company } runs for ${ $revenue }
pnw-log-acquire = { $company } acquires { $card }
pnw-log-merge = { $company } merges with { $partner }
pnw-log-acquire-minor = { $company } acquires { $partner }
pnw-log-choose = { $seat } answers { $choice }
pnw-log-end = { $seat } ends the game
pnw-log-payout = { $company } pays out
pnw-log-half = { $company } pays half
pnw-log-withhold = { $company } withholds
pnw-log-destination = { $company } places its destination token
pnw-log-token = { $company } places a token on { $hex }
pnw-log-assign = { $seat } puts { $card } on { $hex }
pnw-log-ability = { $seat } uses { $card }: { $choice }
pnw-log-pass-power = { $seat } passes on { $card }
pnw-log-discard = { $company } discards a { $train } train
pnw-log-sell = { $seat } sells { $n } of { $company }
pnw-log-par = { $seat } pars { $company } at ${ $price }
pnw-log-pay-debt = { $seat } pays off debt
pnw-log-redeem = { $company } redeems { $n } shares
pnw-log-buy = { $seat } buys a share of { $company }

# The pointer over a hex
pnw-hover-tile = tile { $tile }
pnw-hover-forest = forest: building costs ${ $cost }
pnw-hover-mountain = mountain: building costs ${ $cost }
pnw-hover-water = water: building costs ${ $cost }
